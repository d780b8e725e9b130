import { addDays, addMonths, daysBetween } from '../airworthiness/dates'
import type { Due, DueStatus } from '../airworthiness/types'
import type { DefectView } from '../defects/types'
import {
  ARC_REVIEW_ITEMS,
  ARC_VALIDITY_MONTHS,
  DOCUMENT_DUE_SOON_DAYS,
  MASS_BALANCE_DOC_TYPE,
  RELEASE_ENTRY_DAYS,
  REQUIRED_DOCUMENT_TAGS,
  REQUIRED_DOCUMENTS,
  TYPE_CERTIFICATE_TAG,
} from './types'
import type {
  ArcReviewItem,
  ArcValidity,
  DocumentRegisterRow,
  Evidence,
  HealthItem,
  HealthList,
  HealthNote,
  HealthState,
  ModificationView,
  RecordStatusItem,
  RecordsHealth,
  RecordsHealthInput,
  RequiredDocument,
  ReviewView,
  StoredDocument,
} from './types'

/**
 * Readiness for the airworthiness review, judged from the records (ML.A.903(a), ML.A.305, NCO.GEN.135).
 * Pure: the server gathers a RecordsHealthInput, these functions say per item what the records show.
 * Dates are UTC days (`YYYY-MM-DD`); `date` is the day judged.
 */

/** A journey-log entry the pilot-in-command has not signed a week after the flight is overdue. */
export const JOURNEY_LOG_SIGNATURE_DAYS = 7
/** Tags of the stored documents recognised beside REQUIRED_DOCUMENT_TAGS. */
export const MAINTENANCE_PROGRAMME_TAG = 'aircraft-maintenance-program'
export const FLIGHT_MANUAL_TAGS = ['manual', 'aircraft'] as const

const day = (value: string) => value.slice(0, 10)

/** Entries no later entry corrects (the `amended` flag, or another entry naming them in `amends`). */
export function countedEntries<T extends { id: number; amends: number | null; amended: boolean }>(
  entries: readonly T[],
): T[] {
  const corrected = new Set(entries.flatMap((entry) => (entry.amends === null ? [] : [entry.amends])))
  return entries.filter((entry) => !entry.amended && !corrected.has(entry.id))
}

/** The modifications and repairs that count (not corrected by a later entry). */
export const countedModifications = (modifications: readonly ModificationView[]) => countedEntries(modifications)

/** The newest of the documents that match: by published_at (undated ones oldest), then id. */
export function newestDocument(
  documents: readonly StoredDocument[],
  matches: (document: StoredDocument) => boolean,
): StoredDocument | null {
  return (
    documents
      .filter(matches)
      .sort(
        (a, b) =>
          (a.published_at === null ? '' : day(a.published_at)).localeCompare(
            b.published_at === null ? '' : day(b.published_at),
          ) || a.id - b.id,
      )
      .at(-1) ?? null
  )
}

/** The newest document carrying the tag. */
export const newestTagged = (documents: readonly StoredDocument[], tag: string) =>
  newestDocument(documents, (document) => document.tags.includes(tag))

/**
 * The ARC document the validity is read from: the newest ARC-tagged document with an expiry. One without
 * an expiry (a scan whose date was not entered) says nothing about the ARC's validity.
 */
export const arcDocument = (documents: readonly StoredDocument[]) =>
  newestDocument(
    documents,
    (document) => document.tags.includes(REQUIRED_DOCUMENT_TAGS.arc) && document.expires_at !== null,
  )

/** The flight manual of the type: tagged `manual` and `aircraft`, without a parent (a supplement has one). */
export const flightManual = (typeDocuments: readonly StoredDocument[]) =>
  newestDocument(
    typeDocuments,
    (document) => FLIGHT_MANUAL_TAGS.every((tag) => document.tags.includes(tag)) && document.parent === null,
  )

/** The newest mass-and-balance (weight-and-balance) report. */
export const massBalanceReport = (documents: readonly StoredDocument[]) =>
  newestDocument(documents, (document) => document.doc_type === MASS_BALANCE_DOC_TYPE)

/** State of an expiry: expired → overdue, within DOCUMENT_DUE_SOON_DAYS → due_soon, else current. */
export function expiryState(daysLeft: number): HealthState {
  if (daysLeft < 0) return 'overdue'
  if (daysLeft <= DOCUMENT_DUE_SOON_DAYS) return 'due_soon'
  return 'current'
}

const documentEvidence = (document: StoredDocument): Evidence => ({
  kind: 'document',
  id: document.id,
  label: document.title,
  date: document.published_at === null ? null : day(document.published_at),
})

const reviewEvidence = (review: ReviewView): Evidence => ({
  kind: 'review',
  id: review.id,
  label: review.arc_reference ?? review.review_date,
  date: review.review_date,
})

const modificationEvidence = (modification: ModificationView): Evidence => ({
  kind: 'modification',
  id: modification.id,
  label: modification.approval_reference,
  date: modification.date,
})

const defectEvidence = (defect: DefectView): Evidence => ({
  kind: 'defect',
  id: defect.id,
  label: defect.description,
  date: day(defect.reported_at),
})

const entryEvidence = (entry: { id: number; number: number | null; date: string }): Evidence => ({
  kind: 'flight_log',
  id: entry.id,
  label: entry.number === null ? day(entry.date) : String(entry.number),
  date: day(entry.date),
})

/**
 * How long the ARC is valid on `date`: the latest counted, signed review (by review_date, then id) that
 * issued or extended it with a valid_until; else the ARC document's expiry; else missing.
 */
export function arcValidity({
  date,
  reviews,
  arc_document,
}: {
  date: string
  reviews: readonly ReviewView[]
  arc_document: StoredDocument | null
}): ArcValidity {
  const review = countedEntries(reviews)
    .filter(
      (entry) =>
        entry.signature !== null &&
        (entry.outcome === 'issued' || entry.outcome === 'extended') &&
        entry.valid_until !== null,
    )
    .sort((a, b) => a.review_date.localeCompare(b.review_date) || a.id - b.id)
    .at(-1)
  if (review?.valid_until) {
    const validUntil = day(review.valid_until)
    const daysLeft = daysBetween(date, validUntil)
    return {
      valid_until: validUntil,
      days_left: daysLeft,
      state: expiryState(daysLeft),
      source: 'review',
      review_id: review.id,
      document_id: null,
    }
  }
  if (arc_document?.expires_at) {
    const validUntil = day(arc_document.expires_at)
    const daysLeft = daysBetween(date, validUntil)
    return {
      valid_until: validUntil,
      days_left: daysLeft,
      state: expiryState(daysLeft),
      source: 'document',
      review_id: null,
      document_id: arc_document.id,
    }
  }
  return { valid_until: null, days_left: null, state: 'missing', source: null, review_id: null, document_id: null }
}

/** The ARC as an item of the due list (a year's validity, counted in days); null when no validity is known. */
export function arcDue(arc: ArcValidity, date: string): Due | null {
  if (arc.valid_until === null) return null
  const validUntil = arc.valid_until
  const start = addMonths(validUntil, -ARC_VALIDITY_MONTHS)
  const days = daysBetween(date, validUntil)
  const status: DueStatus = days < 0 ? 'overdue' : days <= DOCUMENT_DUE_SOON_DAYS ? 'due_soon' : 'ok'
  return {
    limit: { months: ARC_VALIDITY_MONTHS },
    due_at: { date: validUntil },
    remaining: { days },
    consumed: daysBetween(start, date) / Math.max(1, daysBetween(start, validUntil)),
    governing: 'calendar',
    status,
    projected_date: validUntil,
  }
}

const row = (
  document: RequiredDocument,
  fields: Partial<Omit<DocumentRegisterRow, 'document'>>,
): DocumentRegisterRow => ({
  document,
  state: 'missing',
  reason: null,
  evidence: null,
  revision: null,
  issued: null,
  expires_at: null,
  days_left: null,
  ...fields,
})

/** A stored document as a register row: current, or by its expiry; missing without one. */
function documentRow(document: RequiredDocument, stored: StoredDocument | null, date: string): DocumentRegisterRow {
  if (stored === null) return row(document, {})
  const expires = stored.expires_at === null ? null : day(stored.expires_at)
  const daysLeft = expires === null ? null : daysBetween(date, expires)
  return row(document, {
    state: daysLeft === null ? 'current' : expiryState(daysLeft),
    evidence: documentEvidence(stored),
    revision: stored.revision,
    issued: stored.published_at === null ? null : day(stored.published_at),
    expires_at: expires,
    days_left: daysLeft,
  })
}

function arcRow(input: RecordsHealthInput, arc: ArcValidity): DocumentRegisterRow {
  const fields = {
    state: arc.state,
    expires_at: arc.valid_until,
    days_left: arc.days_left,
  }
  if (arc.source === 'review') {
    const review = input.reviews.find((entry) => entry.id === arc.review_id)
    return row('arc', {
      ...fields,
      evidence: review ? reviewEvidence(review) : null,
      issued: review?.review_date ?? null,
    })
  }
  if (arc.source === 'document') {
    const document = input.documents.find((entry) => entry.id === arc.document_id)
    return row('arc', {
      ...fields,
      evidence: document ? documentEvidence(document) : null,
      revision: document?.revision ?? null,
      issued: document?.published_at ? day(document.published_at) : null,
    })
  }
  return row('arc', fields)
}

/** The documents NCO.GEN.135 asks on board (and the mass-and-balance statement), one row each, in order. */
export function documentRegister(input: RecordsHealthInput, arc: ArcValidity): DocumentRegisterRow[] {
  return REQUIRED_DOCUMENTS.map((document) => {
    switch (document) {
      case 'arc':
        return arcRow(input, arc)
      case 'noise_certificate':
        if (!input.aircraft.has_engine) return row(document, { state: 'not_applicable', reason: 'no_engine' })
        return documentRow(document, newestTagged(input.documents, REQUIRED_DOCUMENT_TAGS[document]), input.date)
      case 'registration':
      case 'airworthiness_certificate':
      case 'radio_licence':
      case 'insurance':
        return documentRow(document, newestTagged(input.documents, REQUIRED_DOCUMENT_TAGS[document]), input.date)
      case 'flight_manual': {
        const manual = flightManual(input.type_documents)
        // A manual is amended by revision, not by expiry: present means current.
        return manual === null
          ? row(document, {})
          : row(document, {
              state: 'current',
              evidence: documentEvidence(manual),
              revision: manual.revision,
              issued: manual.published_at === null ? null : day(manual.published_at),
            })
      }
      case 'journey_log': {
        const log = input.journey_log
        if (log.entries === 0 && !log.has_baseline) return row(document, {})
        return row(document, {
          state: 'current',
          evidence: log.last_entry === null ? null : entryEvidence(log.last_entry),
        })
      }
      case 'mass_balance': {
        const report = massBalanceReport(input.documents)
        return report === null
          ? row(document, {})
          : row(document, {
              state: 'current',
              evidence: documentEvidence(report),
              revision: report.revision,
              issued: report.published_at === null ? null : day(report.published_at),
            })
      }
    }
  })
}

/** Incomplete when a document of the register is missing or expired. */
export function recordsState(documents: readonly DocumentRegisterRow[]): RecordsHealth['records_state'] {
  return documents.some((document) => document.state === 'missing' || document.state === 'overdue')
    ? 'incomplete'
    : 'complete'
}

type Judgement = {
  state: HealthState
  reason?: string | null
  notes?: HealthNote[]
  evidence?: Evidence[]
}

const DUE_RANK: Record<DueStatus, number> = { overdue: 0, due_soon: 1, ok: 2 }

/** The worst of due statuses (null ones left out); null when none. */
function worstDue(statuses: readonly (DueStatus | null | undefined)[]): DueStatus | null {
  return (
    statuses
      .filter((status): status is DueStatus => status !== null && status !== undefined)
      .sort((a, b) => DUE_RANK[a] - DUE_RANK[b])[0] ?? null
  )
}

const dueState = (status: DueStatus | null): HealthState =>
  status === 'overdue' ? 'overdue' : status === 'due_soon' ? 'due_soon' : 'current'

/** ML.A.903(a)(1): hours and cycles recorded, and every journey-log entry signed within a week. */
function hoursCycles(input: RecordsHealthInput): Judgement {
  const log = input.journey_log
  if (log.entries === 0 && !log.has_baseline) return { state: 'missing' }
  const notes: HealthNote[] = []
  const unsigned = [...log.unsigned].sort((a, b) => day(a.date).localeCompare(day(b.date)) || a.id - b.id)
  if (unsigned.length > 0)
    notes.push({ key: 'unsigned_entries', values: { count: unsigned.length, oldest: day(unsigned[0]!.date) } })
  if (log.last_entry !== null)
    notes.push({ key: 'last_entry', values: { number: log.last_entry.number ?? '–', date: day(log.last_entry.date) } })
  if (unsigned.length > 0) {
    const late = addDays(input.date, -JOURNEY_LOG_SIGNATURE_DAYS)
    return {
      state: unsigned.some((entry) => day(entry.date) < late) ? 'overdue' : 'due_soon',
      notes,
      evidence: unsigned.map(entryEvidence),
    }
  }
  return { state: 'current', notes, evidence: log.last_entry === null ? [] : [entryEvidence(log.last_entry)] }
}

function flightManualItem(documents: readonly DocumentRegisterRow[]): Judgement {
  const manual = documents.find((document) => document.document === 'flight_manual')
  return { state: manual?.state ?? 'missing', evidence: manual?.evidence ? [manual.evidence] : [] }
}

/** ML.A.903(a)(3): the maintenance programme's tasks carried out when due. */
function maintenanceProgramme(input: RecordsHealthInput): Judgement {
  const programme =
    newestTagged(input.documents, MAINTENANCE_PROGRAMME_TAG) ??
    newestTagged(input.type_documents, MAINTENANCE_PROGRAMME_TAG)
  const status = worstDue(input.tasks.map((task) => task.due?.status))
  const concerned = input.tasks.filter((task) => task.due !== null && task.due.status !== 'ok')
  const evidence: Evidence[] = [
    ...concerned.map((task): Evidence => ({
      kind: 'task',
      id: task.task_id,
      label: task.name,
      date: task.due?.projected_date ?? null,
    })),
    ...(programme === null ? [] : [documentEvidence(programme)]),
  ]
  if (status === 'overdue' || status === 'due_soon') return { state: dueState(status), evidence }
  if (input.tasks.length === 0 && programme === null) return { state: 'missing' }
  return { state: 'current', evidence }
}

/** ML.A.903(a)(4): every known defect corrected or deferred within its limits (ML.A.403). */
function defectsItem(input: RecordsHealthInput): Judgement {
  const open = input.defects.filter((defect) => defect.state === 'open')
  const deferred = input.defects.filter((defect) => defect.state === 'deferred')
  const notes: HealthNote[] = []
  if (open.length > 0) notes.push({ key: 'open_defects', values: { count: open.length } })
  if (deferred.length > 0) notes.push({ key: 'deferred_defects', values: { count: deferred.length } })
  const uncontrolled = input.defects.filter(
    (defect) =>
      defect.state !== 'closed' && (defect.state === 'open' || defect.grounding || defect.due?.status === 'overdue'),
  )
  if (uncontrolled.length > 0) return { state: 'overdue', notes, evidence: uncontrolled.map(defectEvidence) }
  const soon = deferred.filter((defect) => defect.due?.status === 'due_soon')
  if (soon.length > 0) return { state: 'due_soon', notes, evidence: soon.map(defectEvidence) }
  return { state: 'current', notes, evidence: deferred.map(defectEvidence) }
}

/** ML.A.305 deferred maintenance: the deferrals and their deadlines. */
function deferredMaintenance(input: RecordsHealthInput): Judgement {
  const deferred = input.defects.filter((defect) => defect.state === 'deferred')
  if (deferred.length === 0) return { state: 'not_applicable', reason: 'no_deferred' }
  const status = worstDue(deferred.map((defect) => defect.due?.status))
  const concerned =
    status === 'ok' || status === null ? deferred : deferred.filter((defect) => defect.due?.status === status)
  return { state: dueState(status), evidence: concerned.map(defectEvidence) }
}

/** ML.A.903(a)(5): every applicable AD applied and registered; one that does not apply says why. */
function directives(input: RecordsHealthInput): Judgement {
  const rows = input.directives
  if (rows.length === 0) return { state: 'not_applicable', reason: 'no_directives' }
  const evidence = (concerned: typeof rows): Evidence[] =>
    concerned.map((directive) => ({
      kind: 'directive',
      id: directive.directive_id,
      label: directive.component === null ? directive.number : `${directive.number} (${directive.component.name})`,
      date: directive.due?.projected_date ?? directive.last_record?.date ?? null,
    }))
  const status = worstDue(rows.map((directive) => directive.due?.status))
  if (status === 'overdue' || status === 'due_soon')
    return { state: dueState(status), evidence: evidence(rows.filter((directive) => directive.due?.status === status)) }
  const unregistered = rows.filter(
    (directive) =>
      (directive.status === 'open' && directive.last_record === null && directive.due === null) ||
      (directive.status === 'not_applicable' && !directive.reason?.trim()),
  )
  if (unregistered.length > 0) return { state: 'missing', evidence: evidence(unregistered) }
  return { state: 'current' }
}

/** ML.A.903(a)(6): every modification and repair registered with its approval. */
function modificationsItem(input: RecordsHealthInput): Judgement {
  const counted = countedModifications(input.modifications)
  if (counted.length === 0) return { state: 'not_applicable', reason: 'no_modifications' }
  const undocumented = counted.filter((modification) => modification.documents.length === 0)
  if (undocumented.length > 0)
    return {
      state: 'missing',
      notes: undocumented.map((modification) => ({
        key: 'no_approval_document',
        values: { reference: modification.approval_reference },
      })),
      evidence: undocumented.map(modificationEvidence),
    }
  return { state: 'current', evidence: counted.map(modificationEvidence) }
}

/** ML.A.903(a)(7): life-limited parts within their life and overhaul limits. */
function lifeLimitedParts(input: RecordsHealthInput): Judgement {
  const limited = input.components.filter((component) => component.life !== null || component.overhaul !== null)
  if (limited.length === 0) return { state: 'not_applicable', reason: 'no_life_limited_parts' }
  const statusOf = (component: (typeof limited)[number]) =>
    worstDue([component.life?.status, component.overhaul?.status])
  const status = worstDue(limited.map(statusOf))
  if (status !== 'overdue' && status !== 'due_soon') return { state: 'current' }
  return {
    state: dueState(status),
    evidence: limited
      .filter((component) => statusOf(component) === status)
      .map((component) => {
        const dues = [component.life, component.overhaul].filter((due) => due?.status === status)
        return {
          kind: 'component',
          id: component.component.id,
          label:
            component.component.serial_number === null
              ? component.component.name
              : `${component.component.name} (S/N ${component.component.serial_number})`,
          date: dues.map((due) => due?.projected_date ?? null).find((date) => date !== null) ?? null,
        }
      }),
  }
}

/** ML.A.903(a)(8) with ML.A.305(a): every maintenance released, the release signed within 30 days. */
function maintenanceReleased(input: RecordsHealthInput): Judgement {
  const records = input.maintenance_records
  if (records.length === 0) return { state: 'current', notes: [{ key: 'no_maintenance' }] }
  const evidence = (concerned: typeof records): Evidence[] =>
    concerned.map((record) => ({ kind: record.kind, id: record.id, label: record.label, date: day(record.date) }))
  const unreleased = records.filter((record) => !record.has_release)
  if (unreleased.length > 0) return { state: 'missing', evidence: evidence(unreleased) }
  const unsigned = records.filter((record) => !record.signed)
  if (unsigned.length === 0) return { state: 'current' }
  const late = unsigned.filter((record) => daysBetween(day(record.date), input.date) > RELEASE_ENTRY_DAYS)
  return late.length > 0
    ? { state: 'overdue', evidence: evidence(late) }
    : { state: 'due_soon', evidence: evidence(unsigned) }
}

/** ML.A.903(a)(9): the mass-and-balance report is newer than every change that affects it. */
function massBalance(input: RecordsHealthInput): Judgement {
  const report = massBalanceReport(input.documents)
  if (report === null) return { state: 'missing' }
  const weighed = report.published_at === null ? null : day(report.published_at)
  // A report without a date cannot show it reflects a later change.
  const after = countedModifications(input.modifications).filter(
    (modification) => modification.affects_mass_balance && (weighed === null || modification.date > weighed),
  )
  if (after.length > 0)
    return {
      state: 'overdue',
      notes: after.map((modification) => ({
        key: 'modified_after_weighing',
        values: { reference: modification.approval_reference, date: modification.date },
      })),
      evidence: [documentEvidence(report), ...after.map(modificationEvidence)],
    }
  return { state: 'current', evidence: [documentEvidence(report)] }
}

/** ML.A.903(a)(10): the type's data sheet is on file. */
function typeDesign(input: RecordsHealthInput): Judgement {
  const tcds = newestTagged(input.type_documents, TYPE_CERTIFICATE_TAG)
  return tcds === null ? { state: 'missing' } : { state: 'current', evidence: [documentEvidence(tcds)] }
}

function noiseCertificate(documents: readonly DocumentRegisterRow[]): Judgement {
  const noise = documents.find((document) => document.document === 'noise_certificate')
  return {
    state: noise?.state ?? 'missing',
    reason: noise?.reason ?? null,
    evidence: noise?.evidence ? [noise.evidence] : [],
  }
}

function healthItem(list: HealthList, item: ArcReviewItem | RecordStatusItem, reference: string, judgement: Judgement) {
  return {
    key: `${list}.${item}`,
    list,
    item,
    reference,
    state: judgement.state,
    reason: judgement.state === 'not_applicable' ? (judgement.reason ?? null) : null,
    notes: judgement.notes ?? [],
    evidence: judgement.evidence ?? [],
  } satisfies HealthItem
}

/**
 * ML.A.903(a)(1)–(11), then ML.A.305's current-status list. The ARC's own validity is no item of these
 * lists (it is the register's `arc` row); the argument keeps the call alike for every part of the answer.
 */
export function healthItems(
  input: RecordsHealthInput,
  _arc: ArcValidity,
  documents: readonly DocumentRegisterRow[],
): HealthItem[] {
  const review: Record<ArcReviewItem, Judgement> = {
    hours_cycles: hoursCycles(input),
    flight_manual: flightManualItem(documents),
    maintenance_programme: maintenanceProgramme(input),
    defects: defectsItem(input),
    airworthiness_directives: directives(input),
    modifications_repairs: modificationsItem(input),
    life_limited_parts: lifeLimitedParts(input),
    maintenance_released: maintenanceReleased(input),
    mass_balance: massBalance(input),
    type_design: typeDesign(input),
    noise_certificate: noiseCertificate(documents),
  }
  const status: [RecordStatusItem, Judgement][] = [
    ['ad_status', review.airworthiness_directives],
    ['modifications_repairs', review.modifications_repairs],
    ['programme_compliance', review.maintenance_programme],
    ['life_limited_parts', review.life_limited_parts],
    ['mass_balance_report', review.mass_balance],
    ['deferred_maintenance', deferredMaintenance(input)],
  ]
  return [
    ...ARC_REVIEW_ITEMS.map((item, index) => healthItem('ml_a_903', item, `ML.A.903(a)(${index + 1})`, review[item])),
    ...status.map(([item, judgement]) => healthItem('ml_a_305', item, 'ML.A.305', judgement)),
  ]
}

/** How many items (both lists) are in each state. */
export function countStates(items: readonly { state: HealthState }[]): Record<HealthState, number> {
  const counts: Record<HealthState, number> = { current: 0, due_soon: 0, overdue: 0, missing: 0, not_applicable: 0 }
  for (const item of items) counts[item.state] += 1
  return counts
}

/** The records health of one aircraft on `input.date`. */
export function judgeRecords(
  input: RecordsHealthInput,
): Pick<RecordsHealth, 'records_state' | 'counts' | 'arc' | 'items' | 'documents'> {
  const arc = arcValidity({
    date: input.date,
    reviews: input.reviews,
    arc_document: arcDocument(input.documents),
  })
  const documents = documentRegister(input, arc)
  const items = healthItems(input, arc, documents)
  return { records_state: recordsState(documents), counts: countStates(items), arc, items, documents }
}
