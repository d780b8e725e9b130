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
