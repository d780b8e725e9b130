import { describe, expect, it } from 'vitest'

import { checkPasswordPolicy } from './password-policy'

describe('checkPasswordPolicy', () => {
  it.each([
    ['none', '', null],
    ['weak', 'short', 'passwordTooWeak'],
    ['weak', '12345678', null],
    ['strong', 'Flugakte-Demo-1', null],
    ['strong', 'flugakte-demo-1', 'passwordNotStrong'],
    ['strong', 'FLUGAKTE-DEMO-1', 'passwordNotStrong'],
    ['strong', 'Flugakte-Demo-x', 'passwordNotStrong'],
    ['strong', 'FlugakteDemo1', 'passwordNotStrong'],
    ['strong', 'Flug akte-Demo-1', 'passwordNotStrong'],
    ['strong', 'Fl-De-1', 'passwordNotStrong'],
  ] as const)('%s policy: %j -> %s', (policy, password, expected) => {
    expect(checkPasswordPolicy(password, policy)).toBe(expected)
  })

  it('applies a custom pattern and ignores an empty one', () => {
    expect(checkPasswordPolicy('abc', 'custom', '^\\d+$')).toBe('passwordPatternMismatch')
    expect(checkPasswordPolicy('123', 'custom', '^\\d+$')).toBeNull()
    expect(checkPasswordPolicy('abc', 'custom', '')).toBeNull()
  })
})
