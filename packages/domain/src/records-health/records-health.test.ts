import { describe, expect, it } from 'vitest'

import { addDays } from '../airworthiness/dates'
import {
  arcDocument,
  arcDue,
  arcValidity,
  countedModifications,
  documentRegister,
  healthItems,
  judgeRecords,
  newestTagged,
} from './records-health'
import {
  DOCUMENTS,
  JUDGED,
  TYPE_DOCUMENTS,
  componentRow,
  defectView,
  deferredDefect,
  directiveRow,
  due,
  healthyInput,
  maintenanceRecord,
  modificationView,
  reviewView,
  storedDocument,
  taskRow,
} from './testing'
import { ARC_REVIEW_ITEMS, RECORD_STATUS_ITEMS, REQUIRED_DOCUMENTS } from './types'
import type { HealthItem, HealthState, RecordsHealthInput, StoredDocument } from './types'

const inDays = (days: number) => addDays(JUDGED, days)
const withoutDocument = (key: keyof typeof DOCUMENTS, ...added: StoredDocument[]) => [
  ...Object.entries(DOCUMENTS)
    .filter(([name]) => name !== key)
    .map(([, document]) => document),
  ...added,
]
const replacing = (key: keyof typeof DOCUMENTS, fields: Partial<StoredDocument>) =>
  withoutDocument(key, { ...DOCUMENTS[key], ...fields })

const item = (input: RecordsHealthInput, key: string): HealthItem => {
  const found = judgeRecords(input).items.find((entry) => entry.key === key)
  if (!found) throw new Error(`no item ${key}`)
  return found
}

describe('arcValidity', () => {
  const arcDocument = DOCUMENTS.arc

  it.each([
    ['a signed issued review', [reviewView()], arcDocument, 'review', '2027-03-01', 1, null],
    [
      'a signed extension',
      [reviewView({ outcome: 'extended', valid_until: '2027-04-01' })],
      null,
      'review',
      '2027-04-01',
      1,
      null,
    ],
    [
      'the latest review by date, then id',
      [
        reviewView({ id: 3, review_date: '2025-03-01', valid_until: '2026-03-01' }),
        reviewView({ id: 1, review_date: '2026-03-01', valid_until: '2027-03-01' }),
        reviewView({ id: 2, review_date: '2026-03-01', valid_until: '2027-02-01' }),
      ],
      null,
      'review',
      '2027-02-01',
      2,
      null,
    ],
    [
      'the document when the review is unsigned',
      [reviewView({ signature: null })],
      arcDocument,
      'document',
      '2027-03-01',
      null,
      13,
    ],
    [
      'the document when the ARC was not issued',
      [reviewView({ outcome: 'not_issued', valid_until: null })],
      arcDocument,
      'document',
      '2027-03-01',
      null,
      13,
    ],
    [
      'the document when the review has no validity',
      [reviewView({ valid_until: null })],
      arcDocument,
      'document',
      '2027-03-01',
      null,
      13,
    ],
    [
      'the document when the review is amended',
      [reviewView({ amended: true })],
      arcDocument,
      'document',
      '2027-03-01',
      null,
      13,
    ],
    [
      'the correction, not the entry it corrects',
      [
        reviewView({ id: 1, valid_until: '2027-03-01' }),
        reviewView({ id: 2, review_date: '2026-02-01', valid_until: '2027-02-01', amends: 1, amend_reason: 'Typo' }),
      ],
      null,
      'review',
      '2027-02-01',
      2,
      null,
    ],
    ['the document without reviews', [], arcDocument, 'document', '2027-03-01', null, 13],
    ['nothing for a document without expiry', [], storedDocument({ id: 13 }), null, null, null, null],
    ['nothing without review or document', [], null, null, null, null, null],
  ])('%s', (_name, reviews, arc_document, source, validUntil, reviewId, documentId) => {
    const arc = arcValidity({ date: JUDGED, reviews, arc_document })
    expect(arc).toMatchObject({ source, valid_until: validUntil, review_id: reviewId, document_id: documentId })
    if (source === null) expect(arc).toMatchObject({ state: 'missing', days_left: null })
  })

  it.each([
    [-1, 'overdue'],
    [0, 'due_soon'],
    [60, 'due_soon'],
    [61, 'current'],
  ] as const)('%i days left: %s (review and document alike)', (days, state) => {
    const fromReview = arcValidity({
      date: JUDGED,
      reviews: [reviewView({ valid_until: inDays(days) })],
      arc_document: null,
    })
    const fromDocument = arcValidity({
      date: JUDGED,
      reviews: [],
      arc_document: storedDocument({ id: 13, expires_at: `${inDays(days)}T00:00:00.000Z` }),
    })
    expect(fromReview).toMatchObject({ state, days_left: days, valid_until: inDays(days) })
    expect(fromDocument).toMatchObject({ state, days_left: days, valid_until: inDays(days) })
  })
})

describe('arcDocument', () => {
  const arc = (fields: Partial<StoredDocument>) =>
    storedDocument({ tags: ['airworthiness-review-certificate'], ...fields })

  it('is the newest ARC document with an expiry, passing over a newer one without', () => {
    const dated = arc({ id: 1, published_at: '2025-06-01', expires_at: '2026-06-01' })
    const undated = arc({ id: 2, published_at: '2026-01-01' })
    const other = storedDocument({
      id: 3,
      published_at: '2026-02-01',
      expires_at: '2027-01-01',
      tags: ['insurance-certificate'],
    })
    expect(arcDocument([dated, undated, other])?.id).toBe(1)
    expect(arcDocument([undated, other])).toBeNull()
  })

  it('judges the ARC row by that document', () => {
    const input = healthyInput({
      reviews: [],
      documents: withoutDocument(
        'arc',
        arc({ id: 21, published_at: '2025-06-01', expires_at: inDays(40) }),
        arc({ id: 22, published_at: inDays(-1) }),
      ),
    })
    expect(judgeRecords(input).arc).toMatchObject({ source: 'document', document_id: 21, state: 'due_soon' })
  })
})

describe('arcDue', () => {
  it('is null without a validity', () => {
    expect(arcDue(arcValidity({ date: JUDGED, reviews: [], arc_document: null }), JUDGED)).toBeNull()
  })

  it('counts the year to valid_until in days', () => {
    const arc = arcValidity({ date: JUDGED, reviews: [reviewView({ valid_until: '2026-12-01' })], arc_document: null })
    expect(arcDue(arc, JUDGED)).toEqual({
      limit: { months: 12 },
      due_at: { date: '2026-12-01' },
      remaining: { days: 183 },
      consumed: 182 / 365,
      governing: 'calendar',
      status: 'ok',
      projected_date: '2026-12-01',
    })
  })

  it.each([
    [-1, 'overdue'],
    [0, 'due_soon'],
    [60, 'due_soon'],
    [61, 'ok'],
  ] as const)('%i days left: %s', (days, status) => {
    const arc = arcValidity({ date: JUDGED, reviews: [reviewView({ valid_until: inDays(days) })], arc_document: null })
    const result = arcDue(arc, JUDGED)
    expect(result).toMatchObject({ status, remaining: { days } })
    expect(result!.consumed > 1).toBe(days < 0)
  })
})

describe('documentRegister', () => {
  const register = (input: RecordsHealthInput) => judgeRecords(input).documents
  const rowOf = (input: RecordsHealthInput, document: string) => {
    const found = register(input).find((entry) => entry.document === document)
    if (!found) throw new Error(`no row ${document}`)
    return found
  }

  it('holds one row per required document, in order, all current when healthy', () => {
    const rows = register(healthyInput())
    expect(rows.map((entry) => entry.document)).toEqual([...REQUIRED_DOCUMENTS])
    expect(rows.map((entry) => entry.state)).toEqual(REQUIRED_DOCUMENTS.map(() => 'current'))
  })

  const tagged = [
    'registration',
    'airworthiness_certificate',
    'noise_certificate',
    'radio_licence',
    'insurance',
  ] as const

  it.each(tagged)('%s: missing without a document', (document) => {
    expect(rowOf(healthyInput({ documents: withoutDocument(document) }), document)).toMatchObject({
      state: 'missing',
      evidence: null,
      expires_at: null,
      days_left: null,
    })
  })

  it.each(
    tagged.flatMap((document) =>
      (
        [
          [null, 'current', null],
          [-1, 'overdue', -1],
          [0, 'due_soon', 0],
          [60, 'due_soon', 60],
          [61, 'current', 61],
        ] as const
      ).map(([days, state, daysLeft]) => [document, days, state, daysLeft] as const),
    ),
  )('%s expiring in %s days: %s', (document, days, state, daysLeft) => {
    const stored = DOCUMENTS[document]
    const row = rowOf(
      healthyInput({
        documents: replacing(document, { expires_at: days === null ? null : inDays(days), revision: '2' }),
      }),
      document,
    )
    expect(row).toEqual({
      document,
      state,
      reason: null,
      evidence: { kind: 'document', id: stored.id, label: stored.title, date: stored.published_at },
      revision: '2',
      issued: stored.published_at,
      expires_at: days === null ? null : inDays(days),
      days_left: daysLeft,
    })
  })

  it('takes the newest document of a tag (by published_at, then id)', () => {
    const expired = storedDocument({
      id: 30,
      tags: ['insurance-certificate'],
      published_at: '2025-01-01',
      expires_at: '2026-01-01',
    })
    const renewed = storedDocument({
      id: 29,
      tags: ['insurance-certificate'],
      published_at: '2026-01-02',
      expires_at: '2027-01-01',
    })
    expect(
      rowOf(healthyInput({ documents: withoutDocument('insurance', expired, renewed) }), 'insurance'),
    ).toMatchObject({
      state: 'current',
      evidence: { id: 29 },
    })
    const sameDay = storedDocument({ ...renewed, id: 31, published_at: '2026-01-02', expires_at: '2026-02-01' })
    expect(
      rowOf(healthyInput({ documents: withoutDocument('insurance', renewed, sameDay) }), 'insurance'),
    ).toMatchObject({
      state: 'overdue',
      evidence: { id: 31 },
    })
  })

  it('noise certificate: not applicable without an engine', () => {
    expect(
      rowOf(healthyInput({ aircraft: { id: 1, registration: 'D-KLUX', has_engine: false } }), 'noise_certificate'),
    ).toMatchObject({
      state: 'not_applicable',
      reason: 'no_engine',
    })
  })

  it.each([
    ['the ARC document', [], 'current', { kind: 'document', id: 13 }, '2026-03-01'],
    [
      'the review',
      [reviewView({ id: 7, review_date: '2026-04-01', valid_until: inDays(30) })],
      'due_soon',
      { kind: 'review', id: 7, label: 'ARC-2026-1' },
      '2026-04-01',
    ],
    [
      'an expired review',
      [reviewView({ id: 7, valid_until: inDays(-3) })],
      'overdue',
      { kind: 'review', id: 7 },
      '2026-03-01',
    ],
  ] as const)('arc row from %s', (_name, reviews, state, evidence, issued) => {
    expect(rowOf(healthyInput({ reviews: [...reviews] }), 'arc')).toMatchObject({ state, evidence, issued })
  })

  it('arc row: missing without review and document', () => {
    expect(rowOf(healthyInput({ documents: withoutDocument('arc') }), 'arc')).toMatchObject({
      state: 'missing',
      evidence: null,
      expires_at: null,
    })
  })

  it.each([
    ['the manual of the type', [TYPE_DOCUMENTS.flight_manual], 'current', '7'],
    ['only a supplement', [{ ...TYPE_DOCUMENTS.flight_manual, parent: 3 }], 'missing', null],
    [
      'a manual not for the aircraft',
      [{ ...TYPE_DOCUMENTS.flight_manual, tags: ['manual'] as string[] }],
      'missing',
      null,
    ],
    ['no type documents', [], 'missing', null],
  ] as const)('flight manual with %s: %s', (_name, type_documents, state, revision) => {
    expect(rowOf(healthyInput({ type_documents: [...type_documents] }), 'flight_manual')).toMatchObject({
      state,
      revision,
    })
  })

  it.each([
    [
      'entries',
      { entries: 3, has_baseline: false, last_entry: { id: 9, number: 3, date: '2026-05-01' }, unsigned: [] },
      'current',
      { kind: 'flight_log', id: 9, label: '3', date: '2026-05-01' },
    ],
    ['only carried-over readings', { entries: 0, has_baseline: true, last_entry: null, unsigned: [] }, 'current', null],
    ['nothing', { entries: 0, has_baseline: false, last_entry: null, unsigned: [] }, 'missing', null],
  ] as const)('journey log with %s: %s', (_name, journey_log, state, evidence) => {
    expect(rowOf(healthyInput({ journey_log: { ...journey_log, unsigned: [] } }), 'journey_log')).toMatchObject({
      state,
      evidence,
    })
  })

  it('mass and balance: the newest report, missing without one', () => {
    const older = storedDocument({
      id: 40,
      doc_type: 'weight-and-balance-report',
      published_at: '2020-01-01',
      revision: '1',
    })
    expect(
      rowOf(
        healthyInput({ documents: [...withoutDocument('mass_balance'), older, DOCUMENTS.mass_balance] }),
        'mass_balance',
      ),
    ).toMatchObject({
      state: 'current',
      evidence: { id: 17 },
      revision: '3',
      issued: '2025-01-01',
    })
    expect(rowOf(healthyInput({ documents: withoutDocument('mass_balance') }), 'mass_balance')).toMatchObject({
      state: 'missing',
    })
  })

  it('documentRegister takes the ArcValidity it is given', () => {
    const arc = arcValidity({ date: JUDGED, reviews: [], arc_document: null })
    expect(documentRegister(healthyInput(), arc).find((row) => row.document === 'arc')?.state).toBe('missing')
  })

  it.each([
    ['healthy', healthyInput(), 'complete'],
    [
      'a document due soon',
      healthyInput({ documents: replacing('insurance', { expires_at: inDays(10) }) }),
      'complete',
    ],
    [
      'no noise certificate for a glider',
      healthyInput({
        aircraft: { id: 1, registration: 'D-KLUX', has_engine: false },
        documents: withoutDocument('noise_certificate'),
      }),
      'complete',
    ],
    ['a document missing', healthyInput({ documents: withoutDocument('radio_licence') }), 'incomplete'],
    [
      'a document expired',
      healthyInput({ documents: replacing('insurance', { expires_at: inDays(-1) }) }),
      'incomplete',
    ],
    ['the ARC expired', healthyInput({ documents: replacing('arc', { expires_at: inDays(-1) }) }), 'incomplete'],
    [
      'no journey log',
      healthyInput({ journey_log: { entries: 0, has_baseline: false, last_entry: null, unsigned: [] } }),
      'incomplete',
    ],
  ])('records state with %s: %s', (_name, input, state) => {
    expect(judgeRecords(input).records_state).toBe(state)
  })
})

describe('healthItems', () => {
  it('lists ML.A.903(a)(1)–(11), then ML.A.305, with keys and references', () => {
    const items = judgeRecords(healthyInput()).items
    expect(items.map((entry) => [entry.key, entry.list, entry.item, entry.reference])).toEqual([
      ...ARC_REVIEW_ITEMS.map((name, index) => [`ml_a_903.${name}`, 'ml_a_903', name, `ML.A.903(a)(${index + 1})`]),
      ...RECORD_STATUS_ITEMS.map((name) => [`ml_a_305.${name}`, 'ml_a_305', name, 'ML.A.305']),
    ])
  })

  it('is what healthItems gives for the same register', () => {
    const input = healthyInput()
    const result = judgeRecords(input)
    expect(healthItems(input, result.arc, result.documents)).toEqual(result.items)
  })

  const unsigned = (date: string, id = 600) => ({ id, number: null, date })
  const noMods = { modifications: [] }

  type Row = [string, Partial<RecordsHealthInput> | RecordsHealthInput, string, HealthState, Partial<HealthItem>?]
  const rows: Row[] = [
    // (1) hours and cycles
    [
      'healthy',
      {},
      'ml_a_903.hours_cycles',
      'current',
      {
        notes: [{ key: 'last_entry', values: { number: 120, date: '2026-05-30' } }],
        evidence: [{ kind: 'flight_log', id: 500, label: '120', date: '2026-05-30' }],
      },
    ],
    [
      'only carried-over readings',
      { journey_log: { entries: 0, has_baseline: true, last_entry: null, unsigned: [] } },
      'ml_a_903.hours_cycles',
      'current',
      { notes: [], evidence: [] },
    ],
    [
      'no entries and no readings',
      { journey_log: { entries: 0, has_baseline: false, last_entry: null, unsigned: [] } },
      'ml_a_903.hours_cycles',
      'missing',
    ],
    [
      'an entry unsigned for 7 days',
      {
        journey_log: {
          entries: 2,
          has_baseline: false,
          last_entry: { id: 601, number: 2, date: '2026-05-31' },
          unsigned: [unsigned('2026-05-25'), unsigned('2026-05-31', 601)],
        },
      },
      'ml_a_903.hours_cycles',
      'due_soon',
      {
        notes: [
          { key: 'unsigned_entries', values: { count: 2, oldest: '2026-05-25' } },
          { key: 'last_entry', values: { number: 2, date: '2026-05-31' } },
        ],
        evidence: [
          { kind: 'flight_log', id: 600, label: '2026-05-25', date: '2026-05-25' },
          { kind: 'flight_log', id: 601, label: '2026-05-31', date: '2026-05-31' },
        ],
      },
    ],
    [
      'an entry unsigned for 8 days',
      {
        journey_log: {
          entries: 2,
          has_baseline: false,
          last_entry: { id: 601, number: null, date: '2026-05-31' },
          unsigned: [unsigned('2026-05-24'), unsigned('2026-05-31', 601)],
        },
      },
      'ml_a_903.hours_cycles',
      'overdue',
      {
        notes: [
          { key: 'unsigned_entries', values: { count: 2, oldest: '2026-05-24' } },
          { key: 'last_entry', values: { number: '–', date: '2026-05-31' } },
        ],
      },
    ],
    // (2) flight manual
    [
      'healthy',
      {},
      'ml_a_903.flight_manual',
      'current',
      { evidence: [{ kind: 'document', id: 21, label: 'Flughandbuch', date: '2025-01-01' }] },
    ],
    [
      'only a supplement',
      { type_documents: [{ ...TYPE_DOCUMENTS.flight_manual, parent: 2 }, TYPE_DOCUMENTS.tcds] },
      'ml_a_903.flight_manual',
      'missing',
      { evidence: [] },
    ],
    // (3) maintenance programme
    [
      'healthy',
      {},
      'ml_a_903.maintenance_programme',
      'current',
      { evidence: [{ kind: 'document', id: 18, label: 'Instandhaltungsprogramm', date: '2025-01-01' }] },
    ],
    [
      'a task overdue',
      {
        tasks: [
          taskRow(),
          taskRow({ task_id: 2, name: 'Annual', due: due('overdue') }),
          taskRow({ task_id: 3, due: due('due_soon') }),
        ],
      },
      'ml_a_903.maintenance_programme',
      'overdue',
      {
        evidence: [
          { kind: 'task', id: 2, label: 'Annual', date: '2026-05-01' },
          { kind: 'task', id: 3, label: '100-hour inspection', date: '2026-06-20' },
          { kind: 'document', id: 18, label: 'Instandhaltungsprogramm', date: '2025-01-01' },
        ],
      },
    ],
    ['a task due soon', { tasks: [taskRow({ due: due('due_soon') })] }, 'ml_a_903.maintenance_programme', 'due_soon'],
    [
      'no tasks and no programme',
      { tasks: [], documents: withoutDocument('programme') },
      'ml_a_903.maintenance_programme',
      'missing',
      { evidence: [] },
    ],
    ['no tasks, a programme', { tasks: [] }, 'ml_a_903.maintenance_programme', 'current'],
    [
      'tasks, no programme document',
      { documents: withoutDocument('programme') },
      'ml_a_903.maintenance_programme',
      'current',
      { evidence: [] },
    ],
    [
      'a task without interval',
      { tasks: [taskRow({ due: null })], documents: withoutDocument('programme') },
      'ml_a_903.maintenance_programme',
      'current',
    ],
    // (4) defects
    ['no defects', {}, 'ml_a_903.defects', 'current', { notes: [], evidence: [] }],
    [
      'an open defect',
      { defects: [defectView()] },
      'ml_a_903.defects',
      'overdue',
      {
        notes: [{ key: 'open_defects', values: { count: 1 } }],
        evidence: [{ kind: 'defect', id: 1, label: 'Left brake soft', date: '2026-05-20' }],
      },
    ],
    [
      'a deferral past its deadline',
      { defects: [deferredDefect('overdue')] },
      'ml_a_903.defects',
      'overdue',
      { notes: [{ key: 'deferred_defects', values: { count: 1 } }] },
    ],
    [
      'a grounding deferred defect',
      { defects: [deferredDefect('ok', { grounding: true })] },
      'ml_a_903.defects',
      'overdue',
    ],
    [
      'a deferral due soon',
      { defects: [deferredDefect('due_soon', { id: 2 }), deferredDefect('ok', { id: 3 })] },
      'ml_a_903.defects',
      'due_soon',
      {
        evidence: [{ kind: 'defect', id: 2, label: 'Left brake soft', date: '2026-05-20' }],
      },
    ],
    [
      'a deferral within its limits',
      { defects: [deferredDefect('ok')] },
      'ml_a_903.defects',
      'current',
      {
        notes: [{ key: 'deferred_defects', values: { count: 1 } }],
        evidence: [{ kind: 'defect', id: 1, label: 'Left brake soft', date: '2026-05-20' }],
      },
    ],
    ['a closed defect', { defects: [defectView({ state: 'closed' })] }, 'ml_a_903.defects', 'current'],
    // (5) airworthiness directives
    ['healthy', {}, 'ml_a_903.airworthiness_directives', 'current', { evidence: [] }],
    [
      'no directives',
      { directives: [] },
      'ml_a_903.airworthiness_directives',
      'not_applicable',
      { reason: 'no_directives' },
    ],
    [
      'a directive overdue',
      { directives: [directiveRow(), directiveRow({ directive_id: 2, number: '2021-0002', due: due('overdue') })] },
      'ml_a_903.airworthiness_directives',
      'overdue',
      {
        evidence: [{ kind: 'directive', id: 2, label: '2021-0002', date: '2026-05-01' }],
      },
    ],
    [
      'a component directive due soon',
      {
        directives: [
          directiveRow({
            directive_id: 3,
            number: '2022-0003',
            component: { id: 'c1', name: 'Propeller', part_number: null, serial_number: null, position: null },
            due: due('due_soon'),
          }),
        ],
      },
      'ml_a_903.airworthiness_directives',
      'due_soon',
      {
        evidence: [{ kind: 'directive', id: 3, label: '2022-0003 (Propeller)', date: '2026-06-20' }],
      },
    ],
    [
      'an open directive without record or due',
      { directives: [directiveRow({ directive_id: 4, status: 'open', last_record: null, due: null })] },
      'ml_a_903.airworthiness_directives',
      'missing',
      {
        evidence: [{ kind: 'directive', id: 4, label: '2020-0001', date: null }],
      },
    ],
    [
      'a directive not applicable without reason',
      { directives: [directiveRow({ status: 'not_applicable', reason: ' ', due: null })] },
      'ml_a_903.airworthiness_directives',
      'missing',
    ],
    [
      'a directive not applicable with reason',
      {
        directives: [
          directiveRow({ status: 'not_applicable', reason: 'S/N outside range', due: null, last_record: null }),
        ],
      },
      'ml_a_903.airworthiness_directives',
      'current',
    ],
    [
      'an open directive with its due',
      { directives: [directiveRow({ status: 'open', last_record: null, due: due('ok') })] },
      'ml_a_903.airworthiness_directives',
      'current',
    ],
    // (6) modifications and repairs
    [
      'a documented modification',
      {},
      'ml_a_903.modifications_repairs',
      'current',
      { evidence: [{ kind: 'modification', id: 1, label: 'MC-1', date: '2025-06-01' }] },
    ],
    [
      'no modifications',
      noMods,
      'ml_a_903.modifications_repairs',
      'not_applicable',
      { reason: 'no_modifications', notes: [], evidence: [] },
    ],
    [
      'only an amended entry',
      { modifications: [modificationView({ amended: true, documents: [] })] },
      'ml_a_903.modifications_repairs',
      'not_applicable',
      { reason: 'no_modifications' },
    ],
    [
      'a repair without its approval document',
      {
        modifications: [
          modificationView(),
          modificationView({ id: 2, kind: 'repair', approval_reference: 'R-7', documents: [] }),
        ],
      },
      'ml_a_903.modifications_repairs',
      'missing',
      {
        reason: null,
        notes: [{ key: 'no_approval_document', values: { reference: 'R-7' } }],
        evidence: [{ kind: 'modification', id: 2, label: 'R-7', date: '2025-06-01' }],
      },
    ],
    [
      'an undocumented entry corrected by a documented one',
      {
        modifications: [
          modificationView({ id: 2, documents: [] }),
          modificationView({ id: 3, amends: 2, amend_reason: 'Approval added' }),
        ],
      },
      'ml_a_903.modifications_repairs',
      'current',
    ],
    // (7) life-limited parts
    ['a component within its limits', {}, 'ml_a_903.life_limited_parts', 'current', { evidence: [] }],
    [
      'no limited components',
      { components: [componentRow({ life: null, overhaul: null })] },
      'ml_a_903.life_limited_parts',
      'not_applicable',
      { reason: 'no_life_limited_parts' },
    ],
    [
      'a life limit exceeded',
      {
        components: [
          componentRow(),
          componentRow({
            component: { id: 'c2', name: 'Magneto', part_number: null, serial_number: null, position: null },
            life: due('overdue'),
            overhaul: due('due_soon'),
          }),
        ],
      },
      'ml_a_903.life_limited_parts',
      'overdue',
      {
        evidence: [{ kind: 'component', id: 'c2', label: 'Magneto', date: '2026-05-01' }],
      },
    ],
    [
      'an overhaul due soon',
      { components: [componentRow({ overhaul: due('due_soon') })] },
      'ml_a_903.life_limited_parts',
      'due_soon',
      {
        evidence: [{ kind: 'component', id: 'c1', label: 'Propeller (S/N S-1)', date: '2026-06-20' }],
      },
    ],
    // (8) maintenance released
    ['every release signed', {}, 'ml_a_903.maintenance_released', 'current', { notes: [], evidence: [] }],
    [
      'no maintenance in the period',
      { maintenance_records: [] },
      'ml_a_903.maintenance_released',
      'current',
      { notes: [{ key: 'no_maintenance' }] },
    ],
    [
      'a record without release',
      {
        maintenance_records: [
          maintenanceRecord(),
          maintenanceRecord({ kind: 'ad_compliance', id: 2, label: 'AD 2020-0001', has_release: false, signed: false }),
          maintenanceRecord({ id: 3, date: '2026-01-01', signed: false }),
        ],
      },
      'ml_a_903.maintenance_released',
      'missing',
      {
        evidence: [{ kind: 'ad_compliance', id: 2, label: 'AD 2020-0001', date: '2026-05-01' }],
      },
    ],
    [
      'a release unsigned 31 days',
      {
        maintenance_records: [
          maintenanceRecord({ kind: 'defect', id: 4, label: 'Brake', date: inDays(-31), signed: false }),
          maintenanceRecord({ id: 5, date: inDays(-1), signed: false }),
        ],
      },
      'ml_a_903.maintenance_released',
      'overdue',
      {
        evidence: [{ kind: 'defect', id: 4, label: 'Brake', date: inDays(-31) }],
      },
    ],
    [
      'a release unsigned 30 days',
      {
        maintenance_records: [
          maintenanceRecord({ kind: 'modification', id: 6, label: 'MC-1', date: inDays(-30), signed: false }),
        ],
      },
      'ml_a_903.maintenance_released',
      'due_soon',
      {
        evidence: [{ kind: 'modification', id: 6, label: 'MC-1', date: inDays(-30) }],
      },
    ],
    // (9) mass and balance
    [
      'a report after every change',
      { modifications: [modificationView({ affects_mass_balance: true, date: '2024-12-31' })] },
      'ml_a_903.mass_balance',
      'current',
      {
        notes: [],
        evidence: [{ kind: 'document', id: 17, label: 'Wägebericht', date: '2025-01-01' }],
      },
    ],
    ['no report', { documents: withoutDocument('mass_balance') }, 'ml_a_903.mass_balance', 'missing'],
    [
      'a change after weighing',
      {
        modifications: [
          modificationView({ id: 5, affects_mass_balance: true, approval_reference: 'MC-5', date: '2025-01-02' }),
        ],
      },
      'ml_a_903.mass_balance',
      'overdue',
      {
        notes: [{ key: 'modified_after_weighing', values: { reference: 'MC-5', date: '2025-01-02' } }],
        evidence: [
          { kind: 'document', id: 17, label: 'Wägebericht', date: '2025-01-01' },
          { kind: 'modification', id: 5, label: 'MC-5', date: '2025-01-02' },
        ],
      },
    ],
    [
      'a later change not affecting mass',
      { modifications: [modificationView({ date: '2026-01-01' })] },
      'ml_a_903.mass_balance',
      'current',
    ],
    [
      'a later change corrected away',
      { modifications: [modificationView({ affects_mass_balance: true, date: '2026-01-01', amended: true })] },
      'ml_a_903.mass_balance',
      'current',
    ],
    [
      'an undated report and a change',
      {
        documents: replacing('mass_balance', { published_at: null }),
        modifications: [modificationView({ affects_mass_balance: true })],
      },
      'ml_a_903.mass_balance',
      'overdue',
    ],
    // (10) type design
    [
      'the TCDS',
      {},
      'ml_a_903.type_design',
      'current',
      { evidence: [{ kind: 'document', id: 22, label: 'EASA TCDS', date: '2025-01-01' }] },
    ],
    ['no TCDS', { type_documents: [TYPE_DOCUMENTS.flight_manual] }, 'ml_a_903.type_design', 'missing'],
    // (11) noise certificate
    [
      'a noise certificate',
      {},
      'ml_a_903.noise_certificate',
      'current',
      { evidence: [{ kind: 'document', id: 14, label: 'Lärmzeugnis', date: '2025-01-01' }] },
    ],
    [
      'no engine',
      { aircraft: { id: 1, registration: 'D-KLUX', has_engine: false } },
      'ml_a_903.noise_certificate',
      'not_applicable',
      { reason: 'no_engine', evidence: [] },
    ],
    [
      'no noise certificate',
      { documents: withoutDocument('noise_certificate') },
      'ml_a_903.noise_certificate',
      'missing',
      { reason: null },
    ],
    [
      'a noise certificate expired',
      { documents: replacing('noise_certificate', { expires_at: inDays(-1) }) },
      'ml_a_903.noise_certificate',
      'overdue',
    ],
    [
      'a noise certificate expiring',
      { documents: replacing('noise_certificate', { expires_at: inDays(60) }) },
      'ml_a_903.noise_certificate',
      'due_soon',
    ],
    // ML.A.305 deferred maintenance
    [
      'no deferrals',
      { defects: [defectView()] },
      'ml_a_305.deferred_maintenance',
      'not_applicable',
      { reason: 'no_deferred' },
    ],
    [
      'a deferral past its deadline',
      { defects: [deferredDefect('ok', { id: 2 }), deferredDefect('overdue', { id: 3 })] },
      'ml_a_305.deferred_maintenance',
      'overdue',
      {
        evidence: [{ kind: 'defect', id: 3, label: 'Left brake soft', date: '2026-05-20' }],
      },
    ],
    ['a deferral due soon', { defects: [deferredDefect('due_soon')] }, 'ml_a_305.deferred_maintenance', 'due_soon'],
    [
      'a deferral within its limits',
      { defects: [deferredDefect('ok')] },
      'ml_a_305.deferred_maintenance',
      'current',
      {
        evidence: [{ kind: 'defect', id: 1, label: 'Left brake soft', date: '2026-05-20' }],
      },
    ],
  ]

  it.each(rows.map(([name, fields, key, state, expected]) => [key, name, state, fields, expected] as const))(
    '%s with %s: %s',
    (key, _name, state, fields, expected) => {
      const result = item(healthyInput(fields), key)
      expect(result.state).toBe(state)
      if (state !== 'not_applicable') expect(result.reason).toBeNull()
      if (expected) expect(result).toMatchObject(expected)
    },
  )

  const mirrors = [
    ['ad_status', 'airworthiness_directives'],
    ['modifications_repairs', 'modifications_repairs'],
    ['programme_compliance', 'maintenance_programme'],
    ['life_limited_parts', 'life_limited_parts'],
    ['mass_balance_report', 'mass_balance'],
  ] as const

  it.each(
    mirrors.flatMap(([status, review]) =>
      rows
        .filter(([, , key]) => key === `ml_a_903.${review}`)
        .map(([name, fields, , state]) => [status, review, name, fields, state] as const),
    ),
  )('ML.A.305 %s follows ML.A.903 %s (%s)', (status, review, _name, fields, state) => {
    const items = judgeRecords(healthyInput(fields)).items
    const of305 = items.find((entry) => entry.key === `ml_a_305.${status}`)!
    const of903 = items.find((entry) => entry.key === `ml_a_903.${review}`)!
    expect(of305.state).toBe(state)
    expect({ ...of305, key: '', list: '', item: '', reference: '' }).toEqual({
      ...of903,
      key: '',
      list: '',
      item: '',
      reference: '',
    })
  })
})

describe('judgeRecords', () => {
  it('counts the items of both lists per state', () => {
    expect(judgeRecords(healthyInput()).counts).toEqual({
      current: 16,
      due_soon: 0,
      overdue: 0,
      missing: 0,
      not_applicable: 1,
    })
    const result = judgeRecords(
      healthyInput({
        defects: [deferredDefect('due_soon')],
        modifications: [],
        documents: withoutDocument('mass_balance'),
        tasks: [taskRow({ due: due('overdue') })],
      }),
    )
    // Defects and deferred maintenance due soon; programme (both lists) overdue; mass and balance (both
    // lists) missing; modifications (both lists) not applicable.
    expect(result.counts).toEqual({ current: 9, due_soon: 2, overdue: 2, missing: 2, not_applicable: 2 })
    expect(Object.values(result.counts).reduce((sum, count) => sum + count)).toBe(result.items.length)
    expect(result.records_state).toBe('incomplete')
  })

  it('takes the ARC from a signed review before the document', () => {
    const result = judgeRecords(healthyInput({ reviews: [reviewView({ id: 4, valid_until: inDays(20) })] }))
    expect(result.arc).toEqual({
      valid_until: inDays(20),
      days_left: 20,
      state: 'due_soon',
      source: 'review',
      review_id: 4,
      document_id: null,
    })
    expect(judgeRecords(healthyInput()).arc).toMatchObject({ source: 'document', document_id: 13, state: 'current' })
  })
})

describe('helpers', () => {
  it('countedModifications leaves out amended entries and the ones a correction names', () => {
    const entries = [
      modificationView({ id: 1 }),
      modificationView({ id: 2, amended: true }),
      modificationView({ id: 3 }),
      modificationView({ id: 4, amends: 3, amend_reason: 'Wrong date' }),
    ]
    expect(countedModifications(entries).map((entry) => entry.id)).toEqual([1, 4])
  })

  it('newestTagged is null without a tagged document; undated documents count as oldest', () => {
    expect(newestTagged([], 'noise-certificate')).toBeNull()
    const undated = storedDocument({ id: 9, tags: ['x'], published_at: null })
    const dated = storedDocument({ id: 1, tags: ['x'], published_at: '2000-01-01' })
    expect(newestTagged([dated, undated], 'x')?.id).toBe(1)
  })
})
