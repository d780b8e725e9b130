import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { RegistrationText } from './registration-text'

describe('RegistrationText', () => {
  it('keeps each registration on one line and the text as it was', () => {
    const { container } = render(<RegistrationText>Versicherung D-EKLU und OE-KAB, Stand 2026-11</RegistrationText>)
    expect(container).toHaveTextContent('Versicherung D-EKLU und OE-KAB, Stand 2026-11')
    const kept = Array.from(container.querySelectorAll('span')).map((span) => [span.textContent, span.style.whiteSpace])
    expect(kept).toEqual([
      ['D-EKLU', 'nowrap'],
      ['OE-KAB', 'nowrap'],
    ])
  })
})
