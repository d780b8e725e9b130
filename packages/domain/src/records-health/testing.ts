import type { ComponentRow, DirectiveRow, Due, DueStatus, TaskRow } from '../airworthiness/types'
import type { DefectView, ReleaseSignatureView, ReleaseToService } from '../defects/types'
import type { MaintenanceRecordRef, ModificationView, RecordsHealthInput, ReviewView, StoredDocument } from './types'

/** Builders for the records-health tests: small rows with what matters set, the rest plain. */

export const JUDGED = '2026-06-01'

export const due = (status: DueStatus, fields: Partial<Due> = {}): Due => ({
  limit: { months: 12 },
  due_at: { date: '2026-12-01' },
  remaining: { days: 183 },
  consumed: 0.5,
  governing: 'calendar',
  status,
  projected_date: status === 'overdue' ? '2026-05-01' : status === 'due_soon' ? '2026-06-20' : '2026-12-01',
  ...fields,
})

export const directiveRow = (fields: Partial<DirectiveRow> = {}): DirectiveRow => ({
  key: `ad:${fields.directive_id ?? 1}`,
  directive_id: 1,
  number: '2020-0001',
  revision: null,
  authority: 'EASA',
  title: 'Inspection',
  effective_date: '2020-01-01',
  recurrence: 'recurring',
  applies_to: 'aircraft',
  applicability: [],
  component: null,
  status: 'recurring',
  reason: null,
  last_record: {
    id: 1,
    date: '2025-12-01',
    airframe_minutes: null,
    method_of_compliance: 'Inspection',
    performed_by: null,
    certifying_document: null,
    notes: null,
    author_company: null,
    release: null,
    signature: null,
    status: 'recurring',
    reason: null,
  },
  due: due('ok'),
  ...fields,
})

export const taskRow = (fields: Partial<TaskRow> = {}): TaskRow => ({
  key: `task:${fields.task_id ?? 1}`,
  task_id: 1,
  name: '100-hour inspection',
  description: null,
  interval: { hours: 100, months: 12 },
  last_record: null,
  due: due('ok'),
  ...fields,
})

export const componentRow = (fields: Partial<ComponentRow> = {}): ComponentRow => ({
  key: 'component:c1',
  component: { id: 'c1', name: 'Propeller', part_number: 'P-1', serial_number: 'S-1', position: null },
  category: 'propeller',
  meter: 'engine',
  serialized: true,
  installed_date: '2020-01-01',
  tsn_minutes: 6000,
  csn: null,
  tso_minutes: 6000,
  cso: null,
  life: null,
  overhaul: due('ok'),
  ...fields,
})

export const defectView = (fields: Partial<DefectView> = {}): DefectView => ({
  id: 1,
  number: 1,
  customer_aircraft: 1,
  flight_log: null,
  description: 'Left brake soft',
  ata_chapter: '32',
  unsafe: false,
  reported_at: '2026-05-20T10:00:00.000Z',
  reported_by: null,
  author_company: null,
  photos: [],
  actions: [],
  state: 'open',
  grounding: false,
  limitation: null,
  due: null,
  release_pending: false,
  ...fields,
})

/** A deferred defect, its deadline in the given state. */
export const deferredDefect = (status: DueStatus, fields: Partial<DefectView> = {}) =>
  defectView({
    state: 'deferred',
    limitation: 'Taxi with care',
    due: due(status, { limit: { days: 30 } }),
    grounding: status === 'overdue',
    ...fields,
  })

export const storedDocument = (fields: Partial<StoredDocument> = {}): StoredDocument => ({
  id: 1,
  title: 'Document',
  revision: null,
  published_at: '2025-01-01',
  expires_at: null,
  tags: [],
  doc_type: null,
  parent: null,
  ...fields,
})

export const release: ReleaseToService = {
  certifying_person: 'Martin Fischer',
  licence: 'DE.66.1234',
  approval_reference: 'DE.CAO.0001',
  date: '2026-01-10',
  place: 'Winningen',
  statement: 'Released',
}

export const signature: ReleaseSignatureView = {
  id: 1,
  signer: 'Martin Fischer',
  method: 'password',
  signed_at: '2026-01-10T12:00:00.000Z',
  content_hash: 'a'.repeat(64),
}

export const modificationView = (fields: Partial<ModificationView> = {}): ModificationView => ({
  id: 1,
  kind: 'modification',
  classification: 'minor',
  approval_type: 'minor_change',
  approval_reference: 'MC-1',
  date: '2025-06-01',
  description: 'Antenna installed',
  ata_chapter: '23',
  affects_mass_balance: false,
  documents: [{ id: 90, title: 'Minor change approval' }],
  author: null,
  author_company: null,
  created_at: '2025-06-02T08:00:00.000Z',
  amends: null,
  amend_reason: null,
  amended: false,
  release,
  signature,
  ...fields,
})

export const reviewView = (fields: Partial<ReviewView> = {}): ReviewView => ({
  id: 1,
  review_date: '2026-03-01',
  outcome: 'issued',
  arc_reference: 'ARC-2026-1',
  valid_until: '2027-03-01',
  findings: null,
  pack_hash: null,
  author: null,
  author_company: null,
  created_at: '2026-03-01T12:00:00.000Z',
  amends: null,
  amend_reason: null,
  amended: false,
  release,
  signature,
  ...fields,
})

export const maintenanceRecord = (fields: Partial<MaintenanceRecordRef> = {}): MaintenanceRecordRef => ({
  kind: 'task_completion',
  id: 1,
  label: '100-hour inspection',
  date: '2026-05-01',
  has_release: true,
  signed: true,
  ...fields,
})

/** The aircraft's documents in a healthy state on JUDGED (every register row current). */
export const DOCUMENTS = {
  registration: storedDocument({ id: 11, title: 'Eintragungsschein', tags: ['aircraft-registration-form'] }),
  airworthiness_certificate: storedDocument({ id: 12, title: 'LTZ', tags: ['certificate-of-airworthiness'] }),
  arc: storedDocument({
    id: 13,
    title: 'ARC',
    tags: ['airworthiness-review-certificate'],
    published_at: '2026-03-01',
    expires_at: '2027-03-01',
  }),
  noise_certificate: storedDocument({ id: 14, title: 'Lärmzeugnis', tags: ['noise-certificate'] }),
  radio_licence: storedDocument({
    id: 15,
    title: 'Funkzulassung',
    tags: ['aeronautical-radio-certificate'],
    expires_at: '2030-01-01',
  }),
  insurance: storedDocument({
    id: 16,
    title: 'Versicherung',
    tags: ['insurance-certificate'],
    published_at: '2026-01-01',
    expires_at: '2027-01-01',
  }),
  mass_balance: storedDocument({
    id: 17,
    title: 'Wägebericht',
    revision: '3',
    doc_type: 'weight-and-balance-report',
    published_at: '2025-01-01',
  }),
  programme: storedDocument({ id: 18, title: 'Instandhaltungsprogramm', tags: ['aircraft-maintenance-program'] }),
}

export const TYPE_DOCUMENTS = {
  flight_manual: storedDocument({ id: 21, title: 'Flughandbuch', revision: '7', tags: ['manual', 'aircraft'] }),
  tcds: storedDocument({ id: 22, title: 'EASA TCDS', tags: ['type-certificate-data-sheet'] }),
}

/** Every ML.A.903 item current (the ML.A.305 deferred maintenance not applicable) and the register complete. */
export const healthyInput = (fields: Partial<RecordsHealthInput> = {}): RecordsHealthInput => ({
  date: JUDGED,
  aircraft: { id: 1, registration: 'D-EFAK', has_engine: true },
  journey_log: {
    entries: 120,
    has_baseline: true,
    last_entry: { id: 500, number: 120, date: '2026-05-30' },
    unsigned: [],
  },
  directives: [directiveRow()],
  tasks: [taskRow()],
  components: [componentRow()],
  defects: [],
  documents: Object.values(DOCUMENTS),
  type_documents: Object.values(TYPE_DOCUMENTS),
  modifications: [modificationView()],
  reviews: [],
  maintenance_records: [maintenanceRecord()],
  ...fields,
})
