import { certifyingPersonOf } from '@flugakte/domain'
import type { CollectionBeforeValidateHook, CollectionSlug, PayloadRequest } from 'payload'

import { formatDay } from '../airworthiness/notify-due'
import { languageOf, refuseFields } from '../lib/refuse'
import { say } from '../lib/texts'

type Data = Record<string, unknown>

/** The fields of a release the person entering it states; any of them filled states a release. */
const STATED_FIELDS = ['certifying_person', 'licence', 'approval_reference', 'date', 'place'] as const

/** Whether a record states a certificate of release at all (an optional one may be left out whole). */
export function statesRelease(data: Data): boolean {
  const release = data.release as Data | null | undefined
  if (!release || typeof release !== 'object') return false
  return STATED_FIELDS.some((field) => {
    const value = release[field]
    return value !== null && value !== undefined && String(value).trim() !== ''
  })
}

/** Records whose release is not optional (a rectification, an airworthiness review). */
export const alwaysCertifies = () => true

/**
 * Names the certifying person of a new record's release from the caller's profile: their name and
 * licence number, whatever the client sent (a certificate names its signer, not free text). Refused
 * with a 400 at `release.licence` when the profile holds no licence, or one whose validity ended before
 * today (the release's day is never later). A system write (seed, migration, no user) keeps the names it states.
 */
export async function nameCertifyingPerson(req: PayloadRequest, collection: CollectionSlug, data: Data) {
  if (!req.user) return data
  const release = (data.release ?? {}) as Data
  const profile = await req.payload.findByID({
    collection: 'users',
    id: req.user.id,
    select: { first_name: true, last_name: true, licence_number: true, licence_valid_until: true },
    depth: 0,
    overrideAccess: true,
    req,
  })
  const signer = certifyingPersonOf(profile)
  if (signer.refusal) {
    const date = formatDay(signer.valid_until || null, languageOf(req))
    const message = say(req, `messages:${signer.refusal}`, { licence: signer.licence, date })
    refuseFields(req, collection, [{ path: 'release.licence', message }])
  }
  data.release = { ...release, certifying_person: signer.name, licence: signer.licence }
  return data
}

/**
 * The collection hook (first of beforeValidate, so the form's rules see the names) for a record that
 * carries a release when `certifies` says so: optional releases (task completions, AD records, the
 * register) when stated, a rectification and an airworthiness review always.
 */
export function certifyingPersonFromProfile(
  collection: CollectionSlug,
  certifies: (data: Data) => boolean = statesRelease,
): CollectionBeforeValidateHook {
  return async ({ data, operation, req }) => {
    if (operation !== 'create' || !data || !certifies(data)) return data
    return nameCertifyingPerson(req, collection, data)
  }
}
