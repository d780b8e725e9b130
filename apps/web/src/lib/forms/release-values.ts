import type { ReleaseToService } from '@flugakte/domain'

/**
 * The certificate of release to service (ML.A.801) — or a reviewer's certificate — as a form holds it:
 * all empty, or all filled but the approval reference. Task completions, AD records, rectifications,
 * register entries and reviews share it.
 */
export type ReleaseValues = {
  certifying_person: string
  licence: string
  approval_reference: string
  date: string
  place: string
}

export const RELEASE_FIELDS = ['certifying_person', 'licence', 'approval_reference', 'date', 'place'] as const

export const emptyRelease = (): ReleaseValues => ({
  certifying_person: '',
  licence: '',
  approval_reference: '',
  date: '',
  place: '',
})

/** The fields the person entering a release states; its name and licence are their profile's. */
const STATED_FIELDS = ['approval_reference', 'date', 'place'] as const

/** Whether the form states a release at all (an optional one is then asked for in full). */
export const hasRelease = (release: ReleaseValues) => STATED_FIELDS.some((field) => release[field].trim() !== '')

/**
 * Who certifies a form's release, as its values carry them: the signed-in user's name and licence from
 * their profile (the server names them too); the licence is empty while it may not certify (none in the
 * profile, or expired), so the form refuses the release at `release.licence`.
 */
export type SignerValues = { name: string; licence: string }

/**
 * A stored certificate carried into the form of a correction, dated `date`, for `signer` (the signed-in
 * user), who signs the correction anew under their own name and licence: the organisation's approval
 * and the place are carried over. Without one, empty.
 */
export function releaseValuesOf(release: ReleaseToService | null, date: string, signer: SignerValues): ReleaseValues {
  if (!release) return emptyRelease()
  return {
    certifying_person: signer.name,
    licence: signer.licence,
    approval_reference: release.approval_reference ?? '',
    date,
    place: release.place,
  }
}
