import { describe, expect, it } from 'vitest'

import { readRegistrationToken, REGISTRATION_LIFETIME_MS, registrationToken } from './registration-token'

describe('the passkey registration token', () => {
  const now = Date.parse('2026-11-25T12:00:00Z')
  const token = registrationToken('secret', 'challenge-1', 7, now)

  it('states the challenge and the user to the server that issued it, for five minutes', () => {
    expect(readRegistrationToken('secret', token, now + 1000)).toEqual({
      challenge: 'challenge-1',
      user: 7,
      expires: now + REGISTRATION_LIFETIME_MS,
    })
    expect(readRegistrationToken('secret', token, now + REGISTRATION_LIFETIME_MS)).toBeNull()
  })

  it('is refused when changed, signed with another secret or not a token at all', () => {
    const [body, mac] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ challenge: 'challenge-1', user: 8, expires: now + 60_000 })).toString(
      'base64url',
    )
    expect(readRegistrationToken('secret', `${forged}.${mac}`, now)).toBeNull()
    expect(readRegistrationToken('other secret', token, now)).toBeNull()
    expect(readRegistrationToken('secret', `${body}.`, now)).toBeNull()
    expect(readRegistrationToken('secret', `${token}.x`, now)).toBeNull()
    expect(readRegistrationToken('secret', undefined, now)).toBeNull()
  })
})
