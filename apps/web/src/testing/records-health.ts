import {
  HEALTH_STATES,
  type DocumentRegisterRow,
  type HealthItem,
  type HealthState,
  type ModificationView,
  type RecordsHealth,
  type ReviewView,
} from '@flugakte/domain'

/**
 * A records-health answer for the records screen and the dashboard card (features may not share
 * fixtures with each other, so it lives here): D-EFAK judged on 22 Nov 2026, every state present.
 */
export const RECORDS_AIRCRAFT = 3
export const RECORDS_REGISTRATION = 'D-EFAK'
export const RECORDS_TODAY = '2026-11-22'

const PACK_HASH = 'ab12'.repeat(16)

type ItemSpec = Partial<HealthItem> & Pick<HealthItem, 'item' | 'state'>

const item903 = (n: number, spec: ItemSpec): HealthItem => ({
  key: `ml_a_903.${spec.item}`,
  list: 'ml_a_903',
  reference: `ML.A.903(a)(${n})`,
  reason: null,
  notes: [],
  evidence: [],
  ...spec,
})
const item305 = (spec: ItemSpec): HealthItem => ({
  key: `ml_a_305.${spec.item}`,
  list: 'ml_a_305',
  reference: 'ML.A.305',
  reason: null,
  notes: [],
  evidence: [],
  ...spec,
})

export const HEALTH_ITEMS: HealthItem[] = [
  item903(1, {
    item: 'hours_cycles',
    state: 'due_soon',
    notes: [{ key: 'unsigned_entries', values: { count: 2, oldest: '2026-11-20' } }],
    evidence: [{ kind: 'flight_log', id: 812, label: 'Nr. 812', date: '2026-11-20' }],
  }),
  item903(2, {
    item: 'flight_manual',
    state: 'current',
    evidence: [{ kind: 'document', id: 41, label: 'AFM C172S', date: null }],
  }),
  item903(3, {
    item: 'maintenance_programme',
    state: 'current',
    evidence: [{ kind: 'document', id: 42, label: 'AMP D-EFAK', date: null }],
  }),
  item903(4, {
    item: 'defects',
    state: 'overdue',
    notes: [{ key: 'open_defects', values: { count: 1 } }],
    evidence: [{ kind: 'defect', id: 21, label: 'Bremse links schleift', date: '2026-11-19' }],
  }),
  item903(5, {
    item: 'airworthiness_directives',
    state: 'current',
    evidence: [{ kind: 'directive', id: 5, label: 'AD 2016-23-03', date: null }],
  }),
  item903(6, {
    item: 'modifications_repairs',
    state: 'missing',
    notes: [{ key: 'no_approval_document', values: { reference: 'REP-2026-07' } }],
    evidence: [{ kind: 'modification', id: 71, label: 'REP-2026-07', date: '2026-09-14' }],
  }),
  item903(7, {
    item: 'life_limited_parts',
    state: 'due_soon',
    evidence: [{ kind: 'component', id: 'row-3', label: 'Propeller MTV-12', date: null }],
  }),
  item903(8, {
    item: 'maintenance_released',
    state: 'due_soon',
    evidence: [{ kind: 'task_completion', id: 31, label: '100-Stunden-Kontrolle', date: '2026-11-10' }],
  }),
  item903(9, {
    item: 'mass_balance',
    state: 'overdue',
    notes: [{ key: 'modified_after_weighing', values: { reference: 'MC-2026-03', date: '2026-10-02' } }],
    evidence: [
      { kind: 'document', id: 43, label: 'Wägebericht 2019', date: '2019-05-02' },
      { kind: 'modification', id: 72, label: 'MC-2026-03', date: '2026-10-02' },
    ],
  }),
  item903(10, {
    item: 'type_design',
    state: 'current',
    evidence: [{ kind: 'document', id: 44, label: 'TCDS A.006', date: null }],
  }),
  item903(11, { item: 'noise_certificate', state: 'current' }),
  item305({
    item: 'ad_status',
    state: 'current',
    evidence: [{ kind: 'ad_compliance', id: 51, label: 'AD 2016-23-03', date: '2026-03-12' }],
  }),
  item305({ item: 'modifications_repairs', state: 'missing' }),
  item305({
    item: 'programme_compliance',
    state: 'current',
    evidence: [{ kind: 'task', id: 9, label: '50-Stunden-Kontrolle', date: null }],
  }),
  item305({ item: 'life_limited_parts', state: 'due_soon' }),
  item305({ item: 'mass_balance_report', state: 'overdue' }),
  item305({ item: 'deferred_maintenance', state: 'not_applicable', reason: 'no_deferred' }),
]

const row = (
  document: DocumentRegisterRow['document'],
  spec: Partial<DocumentRegisterRow> = {},
): DocumentRegisterRow => ({
  document,
  state: 'current',
  reason: null,
  evidence: null,
  revision: null,
  issued: null,
  expires_at: null,
  days_left: null,
  ...spec,
})

export const REGISTER: DocumentRegisterRow[] = [
  row('registration', {
    evidence: { kind: 'document', id: 45, label: 'Eintragungsschein D-EFAK', date: '2019-04-01' },
    issued: '2019-04-01',
  }),
  row('airworthiness_certificate', { evidence: { kind: 'document', id: 47, label: 'LTZ D-EFAK', date: null } }),
  row('arc', {
    state: 'due_soon',
    evidence: { kind: 'review', id: 81, label: 'DE.MG.0042/2025', date: '2025-12-20' },
    expires_at: '2026-12-31',
    days_left: 39,
  }),
  row('noise_certificate', { evidence: { kind: 'document', id: 48, label: 'Lärmzeugnis', date: null } }),
  row('radio_licence', { state: 'missing' }),
  row('insurance', {
    state: 'overdue',
    evidence: { kind: 'document', id: 49, label: 'Versicherung 2026', date: null },
    expires_at: '2026-11-01',
    days_left: -21,
  }),
  row('flight_manual', { evidence: { kind: 'document', id: 41, label: 'AFM C172S', date: null }, revision: 'Rev. 5' }),
  row('journey_log', { evidence: { kind: 'flight_log', id: 812, label: 'Nr. 812', date: '2026-11-20' } }),
  row('mass_balance', { evidence: { kind: 'document', id: 43, label: 'Wägebericht 2019', date: '2019-05-02' } }),
]

const release = (person: string) => ({
  certifying_person: person,
  licence: 'DE.66.1234',
  approval_reference: 'DE.CAO.0042',
  date: '2026-10-02',
  place: 'Bonn-Hangelar',
  statement: 'Freigabe',
})

export const MODIFICATIONS: ModificationView[] = [
  {
    id: 72,
    kind: 'modification',
    classification: 'minor',
    approval_type: 'minor_change',
    approval_reference: 'MC-2026-03',
    date: '2026-10-02',
    description: 'Zweites Funkgerät eingebaut',
    ata_chapter: '23',
    affects_mass_balance: true,
    documents: [{ id: 46, title: 'Minor Change MC-2026-03' }],
    author: 'Maria Fischer',
    author_company: 'Flugwerft Mittelrhein',
    created_at: '2026-10-02T14:00:00.000Z',
    amends: null,
    amend_reason: null,
    amended: false,
    release: release('Maria Fischer'),
    signature: {
      id: 1,
      signer: 'Maria Fischer',
      method: 'password',
      signed_at: '2026-10-02T15:00:00.000Z',
      content_hash: 'c'.repeat(64),
    },
  },
  {
    id: 71,
    kind: 'repair',
    classification: 'minor',
    approval_type: 'repair_design',
    approval_reference: 'REP-2026-07',
    date: '2026-09-14',
    description: 'Beplankung Höhenleitwerk repariert',
    ata_chapter: null,
    affects_mass_balance: false,
    documents: [],
    author: 'Maria Fischer',
    author_company: 'Flugwerft Mittelrhein',
    created_at: '2026-09-14T10:00:00.000Z',
    amends: null,
    amend_reason: null,
    amended: false,
    release: null,
    signature: null,
  },
]

export const REVIEWS: ReviewView[] = [
  {
    id: 81,
    review_date: '2025-12-20',
    outcome: 'extended',
    arc_reference: 'DE.MG.0042/2025',
    valid_until: '2026-12-31',
    findings: 'Keine Beanstandungen',
    pack_hash: PACK_HASH,
    author: 'Clara Weber',
    author_company: 'Lufttüchtigkeit West CAO',
    created_at: '2025-12-20T12:00:00.000Z',
    amends: null,
    amend_reason: null,
    amended: false,
    release: release('Clara Weber'),
    signature: {
      id: 2,
      signer: 'Clara Weber',
      method: 'passkey',
      signed_at: '2025-12-20T13:00:00.000Z',
      content_hash: 'd'.repeat(64),
    },
  },
  {
    id: 80,
    review_date: '2024-12-18',
    outcome: 'not_issued',
    arc_reference: null,
    valid_until: null,
    findings: 'Wägebericht fehlt',
    pack_hash: null,
    author: 'Clara Weber',
    author_company: 'Lufttüchtigkeit West CAO',
    created_at: '2024-12-18T12:00:00.000Z',
    amends: null,
    amend_reason: null,
    amended: false,
    release: release('Clara Weber'),
    signature: null,
  },
]

const countOf = (items: HealthItem[]) =>
  Object.fromEntries(
    HEALTH_STATES.map((state) => [state, items.filter((entry) => entry.state === state).length]),
  ) as Record<HealthState, number>

export function recordsHealth(overrides: Partial<RecordsHealth> = {}): RecordsHealth {
  return {
    aircraft: { id: RECORDS_AIRCRAFT, registration: RECORDS_REGISTRATION, variant: 'C172S' },
    date: RECORDS_TODAY,
    today: RECORDS_TODAY,
    records_state: 'incomplete',
    counts: countOf(HEALTH_ITEMS),
    arc: {
      valid_until: '2026-12-31',
      days_left: 39,
      state: 'due_soon',
      source: 'review',
      review_id: 81,
      document_id: null,
    },
    items: HEALTH_ITEMS,
    documents: REGISTER,
    modifications: MODIFICATIONS,
    reviews: REVIEWS,
    may_record_review: false,
    may_add_modification: false,
    ...overrides,
  }
}
