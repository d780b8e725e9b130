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

/** Whether the form states a release at all (an optional one is then asked for in full). */
export const hasRelease = (release: ReleaseValues) => RELEASE_FIELDS.some((field) => release[field].trim() !== '')

/**
 * A stored certificate carried into the form of a correction, dated `date`, for `person` (the signed-in
 * user), who signs the correction anew: their own certificate whole; another person's only with the
 * organisation's approval and the place, since the licence is that person's. Without one, empty.
 */
export function releaseValuesOf(release: ReleaseToService | null, date: string, person: string): ReleaseValues {
  if (!release) return emptyRelease()
  const own = release.certifying_person === person
  return {
    certifying_person: person,
    licence: own ? release.licence : '',
    approval_reference: release.approval_reference ?? '',
    date,
    place: release.place,
  }
}
