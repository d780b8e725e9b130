import type { Due } from '../airworthiness/types'

/**
 * Defects (ML.A.403) and the certificate of release to service (ML.A.801): the vocabulary and the shapes
 * the server answers with, read by the web and the server alike.
 *
 * A defect is reported once and never changed; what happens to it is a list of actions, each a new
 * record (assessment, deferral, rectification), and a correction is an action that `amends` an earlier
 * one. A rectification closes the defect once its release to service is signed.
 */

/** ATA 100 / iSpec 2200 chapters offered for a defect (names in the texts catalogue, `defects:ata.<code>`). */
export const ATA_CHAPTERS = [
  '05',
  '11',
  '12',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
  '30',
  '31',
  '32',
  '33',
  '34',
  '35',
  '37',
  '51',
  '52',
  '53',
  '55',
  '56',
  '57',
  '61',
  '71',
  '72',
  '73',
  '74',
  '75',
  '76',
  '77',
  '78',
  '79',
  '80',
  '81',
] as const
export type AtaChapter = (typeof ATA_CHAPTERS)[number]

export const DEFECT_ACTION_KINDS = ['assessment', 'deferral', 'rectification'] as const
export type DefectActionKind = (typeof DEFECT_ACTION_KINDS)[number]

/** `open` until deferred or closed; `closed` once a rectification's release to service is signed. */
export const DEFECT_STATES = ['open', 'deferred', 'closed'] as const
export type DefectState = (typeof DEFECT_STATES)[number]

/** At most this many photos per defect report; each at most MAX_DEFECT_PHOTO_BYTES as sent. */
export const MAX_DEFECT_PHOTOS = 6
export const MAX_DEFECT_PHOTO_BYTES = 15 * 1024 * 1024
export const DEFECT_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const
/** The longest side of a stored photo, in pixels (the server resizes larger ones). */
export const DEFECT_PHOTO_MAX_SIDE = 1600

/** A deferral's deadline: hours, cycles and/or calendar days from the deferral, whichever comes first. */
export type DeferralDeadline = { hours: number | null; cycles: number | null; days: number | null }

/** The certificate of release to service as entered (ML.A.801). */
export type ReleaseToService = {
  certifying_person: string
  licence: string
  approval_reference: string | null
  date: string
  place: string
  /** The ML.A.801 statement, in the language it was signed in. */
  statement: string
}

export type ReleaseSignatureView = {
  id: number
  signer: string | null
  method: 'passkey' | 'password'
  signed_at: string
  content_hash: string
}

export type DefectPart = {
  description: string
  part_number: string | null
  serial_number: string | null
  /** The id of the installation row on the aircraft (its equipment list), when it is one. */
  installation: string | null
}

export type DefectActionView = {
  id: number
  kind: DefectActionKind
  created_at: string
  author: string | null
  author_company: string | null
  /** The action this one corrects; a corrected action no longer counts. */
  amends: number | null
  /** Whether a later action corrects this one. */
  amended: boolean
  airworthiness_affecting: boolean | null
  notes: string | null
  reason: string | null
  limitation: string | null
  deadline: DeferralDeadline | null
  /** The journey log's airframe reading when the deferral was made: where its deadline counts from. */
  basis: { date: string; minutes: number; cycles: number } | null
  work_performed: string | null
  maintenance_data: string | null
  parts: DefectPart[]
  release: ReleaseToService | null
  signature: ReleaseSignatureView | null
}

export type DefectPhotoView = { id: number; filename: string; url: string }

/** `GET /api/customer_aircrafts/:id/defects` lists these; the newest first. */
export type DefectView = {
  id: number
  /** The aircraft's own count of its defects (1, 2, 3 …), as people refer to them. */
  number: number
  customer_aircraft: number
  flight_log: { id: number; number: number | null } | null
  description: string
  ata_chapter: AtaChapter | null
  unsafe: boolean
  reported_at: string
  reported_by: string | null
  author_company: string | null
  photos: DefectPhotoView[]
  actions: DefectActionView[]
  state: DefectState
  /** This defect forbids further flight now. */
  grounding: boolean
  /** The limitation of the deferral in force, shown to every pilot before flight. */
  limitation: string | null
  /** The deadline of the deferral in force. */
  due: Due | null
  /** A rectification waits for its release to service to be signed. */
  release_pending: boolean
}

/** What the airworthiness report and the fleet status say about an aircraft's defects. */
export type DefectSummary = {
  open: number
  deferred: number
  /** Ids of the defects that ground the aircraft. */
  grounding: number[]
  /** The limitations in force, for the pilot before flight. */
  limitations: { defect: number; description: string; limitation: string; due: Due | null }[]
}

/** `GET /api/customer_aircrafts/:id/defects`. */
export type AircraftDefects = {
  aircraft: { id: number; registration: string }
  today: string
  summary: DefectSummary
  defects: DefectView[]
  /** What the caller may do here (from the server's rules). */
  may_report: boolean
  may_handle: boolean
}
