import type { AdStatus, ComponentRow, DirectiveRow, Due, TaskRow } from '../airworthiness/types'
import type { DefectView, ReleaseSignatureView, ReleaseToService } from '../defects/types'

/**
 * Readiness for the airworthiness review (ARC): per item of ML.A.903(a)(1)–(11) and of ML.A.305's
 * current-status list, whether the records show it current, due soon, overdue, missing or not
 * applicable, with the evidence behind it; the documents NCO.GEN.135 asks on board; the register of
 * modifications and repairs; the CAO's review records. Computed from what the product already holds.
 */

export const HEALTH_STATES = ['current', 'due_soon', 'overdue', 'missing', 'not_applicable'] as const
export type HealthState = (typeof HEALTH_STATES)[number]

/** ML.A.903(a)(1)–(11), in the rule's order. */
export const ARC_REVIEW_ITEMS = [
  'hours_cycles',
  'flight_manual',
  'maintenance_programme',
  'defects',
  'airworthiness_directives',
  'modifications_repairs',
  'life_limited_parts',
  'maintenance_released',
  'mass_balance',
  'type_design',
  'noise_certificate',
] as const
export type ArcReviewItem = (typeof ARC_REVIEW_ITEMS)[number]

/** ML.A.305's current status list (with (a): releases entered within 30 days). */
export const RECORD_STATUS_ITEMS = [
  'ad_status',
  'modifications_repairs',
  'programme_compliance',
  'life_limited_parts',
  'mass_balance_report',
  'deferred_maintenance',
] as const
export type RecordStatusItem = (typeof RECORD_STATUS_ITEMS)[number]

export type HealthList = 'ml_a_903' | 'ml_a_305'

/** The documents NCO.GEN.135 asks on board (and the mass-and-balance statement), in this order. */
export const REQUIRED_DOCUMENTS = [
  'registration',
  'airworthiness_certificate',
  'arc',
  'noise_certificate',
  'radio_licence',
  'insurance',
  'flight_manual',
  'journey_log',
  'mass_balance',
] as const
export type RequiredDocument = (typeof REQUIRED_DOCUMENTS)[number]

/** The tag (or, for the mass-and-balance statement, the doc type) a stored document is recognised by. */
export const REQUIRED_DOCUMENT_TAGS: Record<
  Exclude<RequiredDocument, 'flight_manual' | 'journey_log' | 'mass_balance'>,
  string
> = {
  registration: 'aircraft-registration-form',
  airworthiness_certificate: 'certificate-of-airworthiness',
  arc: 'airworthiness-review-certificate',
  noise_certificate: 'noise-certificate',
  radio_licence: 'aeronautical-radio-certificate',
  insurance: 'insurance-certificate',
}
export const MASS_BALANCE_DOC_TYPE = 'weight-and-balance-report'
export const TYPE_CERTIFICATE_TAG = 'type-certificate-data-sheet'

/** A document, certificate, or expiry is "due soon" this many days before it runs out. */
export const DOCUMENT_DUE_SOON_DAYS = 60
/** ML.A.305(a): a release to service is entered within 30 days of the maintenance. */
export const RELEASE_ENTRY_DAYS = 30
/** An ARC is valid a year (ML.A.901); an extension adds a year to the one it extends. */
export const ARC_VALIDITY_MONTHS = 12

/** What a piece of evidence is; the web links it (document, entry, record, defect, AD …). */
export type EvidenceKind =
  | 'document'
  | 'flight_log'
  | 'task'
  | 'task_completion'
  | 'ad_compliance'
  | 'directive'
  | 'defect'
  | 'component'
  | 'modification'
  | 'review'

export type Evidence = {
  kind: EvidenceKind
  id: number | string
  label: string
  date: string | null
}

/** A sentence about the item, a key of the texts' `records:notes.*` with its values. */
export type HealthNote = { key: string; values?: Record<string, string | number> }

export type HealthItem = {
  /** `ml_a_903.<item>` or `ml_a_305.<item>`. */
  key: string
  list: HealthList
  item: ArcReviewItem | RecordStatusItem
  /** e.g. `ML.A.903(a)(1)`, `ML.A.305(d)(2)`. */
  reference: string
  state: HealthState
  /** Why it does not apply (texts `records:reasons.*`); set only with not_applicable. */
  reason: string | null
  notes: HealthNote[]
  evidence: Evidence[]
}

export type StoredDocument = {
  id: number
  title: string
  revision: string | null
  published_at: string | null
  expires_at: string | null
  tags: string[]
  doc_type: string | null
  /** A manual's parent; a supplement is not the flight manual itself. */
  parent: number | null
}

export type DocumentRegisterRow = {
  document: RequiredDocument
  /** current / due_soon (expires within DOCUMENT_DUE_SOON_DAYS) / overdue (expired) / missing / not_applicable. */
  state: HealthState
  reason: string | null
  /** The document that shows it, if one does (the journey log has none: it is Flugakte itself). */
  evidence: Evidence | null
  revision: string | null
  issued: string | null
  expires_at: string | null
  days_left: number | null
}

export const MODIFICATION_KINDS = ['modification', 'repair'] as const
export type ModificationKind = (typeof MODIFICATION_KINDS)[number]
export const MODIFICATION_CLASSES = ['minor', 'major'] as const
export type ModificationClass = (typeof MODIFICATION_CLASSES)[number]
/** How the design of a change or repair is approved (EASA Form 1 for a part, a minor or major change, an STC …). */
export const APPROVAL_TYPES = ['easa_form_1', 'minor_change', 'major_change', 'stc', 'repair_design', 'other'] as const
export type ApprovalType = (typeof APPROVAL_TYPES)[number]

/** One entry of the modifications and repairs register, as the answers show it. */
export type ModificationView = {
  id: number
  kind: ModificationKind
  classification: ModificationClass
  approval_type: ApprovalType
  approval_reference: string
  date: string
  description: string
  ata_chapter: string | null
  affects_mass_balance: boolean
  documents: { id: number; title: string }[]
  author: string | null
  author_company: string | null
  created_at: string
  amends: number | null
  amend_reason: string | null
  /** A later entry corrects this one; it no longer counts. */
  amended: boolean
  release: ReleaseToService | null
  signature: ReleaseSignatureView | null
}

export const REVIEW_OUTCOMES = ['issued', 'extended', 'not_issued'] as const
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number]

/** One airworthiness review the CAO recorded (ML.A.903), signed by its reviewer. */
export type ReviewView = {
  id: number
  review_date: string
  outcome: ReviewOutcome
  arc_reference: string | null
  valid_until: string | null
  findings: string | null
  /** The review pack's hash the reviewer saw, when the record names it. */
  pack_hash: string | null
  author: string | null
  author_company: string | null
  created_at: string
  amends: number | null
  amend_reason: string | null
  amended: boolean
  release: ReleaseToService | null
  signature: ReleaseSignatureView | null
}

/** How long the aircraft's ARC is valid: the latest signed review that issued or extended it, else the ARC document. */
export type ArcValidity = {
  valid_until: string | null
  days_left: number | null
  state: HealthState
  source: 'review' | 'document' | null
  review_id: number | null
  document_id: number | null
}

/** A record of maintenance that must carry a signed release (ML.A.305(a), ML.A.903(a)(8)). */
export type MaintenanceRecordRef = {
  kind: 'task_completion' | 'ad_compliance' | 'defect' | 'modification'
  id: number
  label: string
  date: string
  has_release: boolean
  signed: boolean
}

/** What the domain needs to judge the records, gathered by the server for one aircraft. */
export type RecordsHealthInput = {
  /** The day judged (the review date); calendar limits and expiries count to it. */
  date: string
  aircraft: { id: number; registration: string; has_engine: boolean }
  journey_log: {
    entries: number
    /** Counter readings carried over from before the journey log started. */
    has_baseline: boolean
    last_entry: { id: number; number: number | null; date: string } | null
    /** Entries still waiting for the pilot-in-command's signature, oldest first. */
    unsigned: { id: number; number: number | null; date: string }[]
  }
  directives: readonly DirectiveRow[]
  tasks: readonly TaskRow[]
  components: readonly ComponentRow[]
  /** Open and deferred defects (closed ones are not needed). */
  defects: readonly DefectView[]
  /** The aircraft's own documents (certificates, reports). */
  documents: readonly StoredDocument[]
  /** The documents of its EASA type (flight manual, TCDS). */
  type_documents: readonly StoredDocument[]
  modifications: readonly ModificationView[]
  reviews: readonly ReviewView[]
  /** The current maintenance records (latest per task / AD, rectifications, modifications) since the last review, or the last 12 months. */
  maintenance_records: readonly MaintenanceRecordRef[]
}

export type RecordsHealth = {
  aircraft: { id: number; registration: string; variant: string | null }
  date: string
  today: string
  /** `incomplete` when a document of the register is missing or expired. */
  records_state: 'complete' | 'incomplete'
  counts: Record<HealthState, number>
  arc: ArcValidity
  items: HealthItem[]
  documents: DocumentRegisterRow[]
  modifications: ModificationView[]
  reviews: ReviewView[]
  /** The caller may record an airworthiness review (CAO contract) / add to the register (maintenance or CAO contract). */
  may_record_review: boolean
  may_add_modification: boolean
}

/** The review pack: the records health plus the lists a CAO takes into the review. */
export type ReviewPackData = RecordsHealth & {
  directives: DirectiveRow[]
  next_due: { key: string; kind: string; title: string; reference: string | null; due: Due }[]
  defects: DefectView[]
  components: ComponentRow[]
  /** SHA-256 of the canonical JSON of this pack without this field. */
  pack_hash: string
}

export type { AdStatus }
