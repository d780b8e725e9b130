import { describe, expect, it } from 'vitest'

import { certifyingPersonOf } from './certifying-person'

const PROFILE = { first_name: 'Martin', last_name: 'Fischer' }

describe('certifyingPersonOf', () => {
  it('names the profile’s person and licence, valid through its last day', () => {
    const profile = { ...PROFILE, licence_number: ' DE.66.B1.4711 ', licence_valid_until: '2028-12-31T00:00:00.000Z' }
    expect(certifyingPersonOf(profile, '2028-12-31')).toEqual({
      name: 'Martin Fischer',
      licence: 'DE.66.B1.4711',
      valid_until: '2028-12-31',
      refusal: null,
    })
    expect(certifyingPersonOf(profile, '2029-01-01').refusal).toBe('licenceExpired')
  })

  it('refuses a profile without a licence number or without its validity', () => {
    expect(certifyingPersonOf({ ...PROFILE, licence_number: null }, '2026-01-01').refusal).toBe('licenceMissing')
    expect(certifyingPersonOf({ ...PROFILE, licence_number: '  ' }, '2026-01-01').refusal).toBe('licenceMissing')
    expect(certifyingPersonOf({ ...PROFILE, licence_number: 'DE.66.1' }, '2026-01-01')).toMatchObject({
      licence: 'DE.66.1',
      refusal: 'licenceValidityMissing',
    })
  })
})
