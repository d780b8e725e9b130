import { isIsoDate, todayUtc, utcDay } from '../iso-date'

/** What a user's profile says of them as a certifying person (the users collection's fields). */
export type CertifierProfile = {
  first_name?: string | null
  last_name?: string | null
  licence_number?: string | null
  licence_valid_until?: string | null
}

/** Why a profile cannot certify a release: the text key the server and the web app both word. */
export type CertifierRefusal = 'licenceMissing' | 'licenceValidityMissing' | 'licenceExpired'

export type CertifyingPerson = {
  /** The name as the app shows its user: first and last name. */
  name: string
  licence: string
  /** The licence's last valid day (YYYY-MM-DD), '' when the profile has none. */
  valid_until: string
  /** Null when the profile may certify a release today; otherwise why not. */
  refusal: CertifierRefusal | null
}

/** The name a certificate names its signer by, from the profile (as the app shows the signed-in user). */
export const certifierName = (profile: CertifierProfile) =>
  [profile.first_name, profile.last_name]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ')

/**
 * The certifying person of a release (ML.A.801) or an airworthiness review, as their profile names them:
 * their name and licence number, never typed into the record. They may certify while the licence is
 * valid on the day they enter and sign it (`today`), which covers the release's own day: a release is
 * never dated later than the day it is entered.
 */
export function certifyingPersonOf(profile: CertifierProfile, today: string = todayUtc()): CertifyingPerson {
  const licence = (profile.licence_number ?? '').trim()
  const validUntil = isIsoDate(profile.licence_valid_until) ? utcDay(profile.licence_valid_until) : ''
  const refusal: CertifierRefusal | null = !licence
    ? 'licenceMissing'
    : !validUntil
      ? 'licenceValidityMissing'
      : validUntil < today
        ? 'licenceExpired'
        : null
  return { name: certifierName(profile), licence, valid_until: validUntil, refusal }
}
