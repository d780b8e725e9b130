import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderAt } from '../testing/render'
import { DueStatusBadge } from './due-status-badge'

/** The badge's own element, where Mantine keeps its variant and colour. */
const badge = (text: string) => screen.getByText(text).closest('[data-variant]')

describe('DueStatusBadge', () => {
  it.each([
    ['de', 'Nicht flugklar'],
    ['en', 'Grounded'],
  ] as const)('says a grounded aircraft is grounded, filled red (%s)', async (language, label) => {
    await renderAt('/testing', { language, page: <DueStatusBadge status="grounded" kind="aircraft" /> })
    expect(badge(label)).toHaveAttribute('data-variant', 'filled')
    expect(badge(label)).toHaveStyle({ '--badge-bg': 'var(--mantine-color-red-filled)' })
  })

  it('keeps the light colours of the other states, and names a grounded status alike as an item', async () => {
    await renderAt('/testing', {
      page: (
        <>
          <DueStatusBadge status="airworthy" kind="aircraft" />
          <DueStatusBadge status="due_soon" kind="aircraft" />
          <DueStatusBadge status="overdue" />
          <DueStatusBadge status="grounded" />
        </>
      ),
    })
    expect(badge('Lufttüchtig')).toHaveAttribute('data-variant', 'light')
    expect(badge('Lufttüchtig')).toHaveStyle({ '--badge-color': 'var(--mantine-color-green-light-color)' })
    expect(badge('Bald fällig')).toHaveStyle({ '--badge-color': 'var(--mantine-color-yellow-light-color)' })
    expect(badge('Überfällig')).toHaveStyle({ '--badge-color': 'var(--mantine-color-red-light-color)' })
    expect(badge('Nicht flugklar')).toHaveAttribute('data-variant', 'filled')
  })
})
