import {
  EXPIRING_DOCUMENT_TAGS,
  aircraftStatus,
  arcDocument,
  arcDue,
  arcValidity,
  averageUse,
  componentDue,
  componentTimes,
  countersAt,
  currentRecord,
  directiveDue,
  expiringDocuments,
  meterRate,
  meterReading,
  nextDue,
  rankDueItems,
  type AdComplianceRecord,
  type AirworthinessReport,
  type ArcValidity,
  type ComplianceRecord,
  type ComponentRow,
  type Counters,
  type DefectView,
  type DirectiveRow,
  type DueItem,
  type MeterReading,
  type RecentFlight,
  type ReviewView,
  type StoredDocument,
  type TaskRow,
} from '@flugakte/domain'
import { NotFound, type PayloadRequest, type Where } from 'payload'

import { relationId, relationIds } from '../access/relation-id'
import type { AdCompliance, AirworthinessDirective, Document, TaskCompletion } from '../payload-types'
import type { CrewMember } from '../collections/flight-logs/crew-names'
import { defectSummary, loadDefects } from '../defects/aircraft-defects'
import { say } from '../lib/texts'
import { reviewsOf } from '../records-health/record-views'
import { releaseView } from '../releases/release-record'
import { releaseSignaturesOf, type ReleaseSignatureLookup } from '../releases/release-signatures'
import { countersAsOf, readAircrafts, withJourneyLog, type LoadedAircraft, type ReadAircraft } from './load-aircraft'
import { asSystem, readAs } from './read-as'

const RECENT_FLIGHTS = 5
/** The record a compliance record corrects. */
const amendedId = (record: AdCompliance | TaskCompletion) => relationId(record.amends)
const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '')

function recordView(
  record: AdCompliance | TaskCompletion,
  subject: 'ad_compliances' | 'task_completions',
  signatures: ReleaseSignatureLookup,
): ComplianceRecord {
  const release = releaseView(record.release)
  const document = typeof record.certifying_document === 'object' ? record.certifying_document : null
  const company = typeof record.author_company === 'object' ? record.author_company : null
  return {
    id: record.id,
    date: day(record.date),
    airframe_minutes: record.airframe_minutes ?? null,
    method_of_compliance: 'method_of_compliance' in record ? (record.method_of_compliance ?? null) : null,
    performed_by: record.performed_by ?? null,
    certifying_document: document ? { id: document.id, title: document.title } : null,
    notes: record.notes ?? null,
    author_company: company?.name ?? null,
    release,
    signature: release ? signatures(subject, record.id) : null,
  }
}

const adRecordView = (record: AdCompliance, signatures: ReleaseSignatureLookup): AdComplianceRecord => ({
  ...recordView(record, 'ad_compliances', signatures),
  status: record.status,
  reason: record.reason ?? null,
})

/** A record's reading on a meter: the airframe time it states, otherwise the journey log of its day. */
function recordReading(
  aircraft: LoadedAircraft,
  record: { date: string; airframe_minutes?: number | null },
  meter: 'airframe' | 'engine',
): MeterReading {
  const logged = meterReading(countersAt(aircraft.baseline, aircraft.days, day(record.date)), meter)
  return meter === 'airframe' && typeof record.airframe_minutes === 'number'
    ? { ...logged, minutes: record.airframe_minutes }
    : logged
}

/** What the report reads of a directive: its terms and the relations it names (not its documents or models). */
const DIRECTIVE_FIELDS = {
  number: true,
  revision: true,
  authority: true,
  title: true,
  effective_date: true,
  recurrence: true,
  compliance_time: true,
  repeat_interval: true,
  easa_types: true,
  components: true,
} as const

async function findAll<T>(
  req: PayloadRequest,
  collection: 'ad_compliances' | 'task_completions' | 'maintenance_tasks' | 'airworthiness_directives',
  where: Where,
  depth = 0,
): Promise<T[]> {
  const result = await req.payload.find({
    collection,
    where,
    depth,
    pagination: false,
    // The report orders its rows itself; a sort on a localized name would join and de-duplicate.
    sort: 'id',
    ...(collection === 'airworthiness_directives' ? { select: DIRECTIVE_FIELDS } : {}),
    // Only what the report shows of a directive's related records.
    populate: { authorities: { abbr: true, name: true }, components: { name: true }, easa_types: { variant: true } },
    ...readAs(req),
    req,
  })
  return result.docs as T[]
}

/**
 * The records' certifying documents (title) and author companies (name), each read once for all
 * records, with the caller's access, instead of populating every relation of every record.
 */
async function evidenceOf(req: PayloadRequest, records: (AdCompliance | TaskCompletion)[]) {
  const documentIds = [
    ...new Set(records.map((record) => relationId(record.certifying_document)).filter((id) => id !== null)),
  ]
  const companyIds = [
    ...new Set(records.map((record) => relationId(record.author_company)).filter((id) => id !== null)),
  ]
  const [documents, companies] = await Promise.all([
    documentIds.length
      ? req.payload.find({
          collection: 'documents',
          where: { id: { in: documentIds } },
          depth: 0,
          pagination: false,
          select: { title: true },
          ...readAs(req),
          req,
        })
      : null,
    companyIds.length
      ? req.payload.find({
          collection: 'companies',
          where: { id: { in: companyIds } },
          depth: 0,
          pagination: false,
          select: { name: true },
          ...readAs(req),
          req,
        })
      : null,
  ])
  const documentOf = new Map((documents?.docs ?? []).map((doc) => [String(doc.id), doc]))
  const companyOf = new Map((companies?.docs ?? []).map((doc) => [String(doc.id), doc]))
  return <T extends AdCompliance | TaskCompletion>(record: T): T => ({
    ...record,
    certifying_document: documentOf.get(String(relationId(record.certifying_document))) ?? null,
    author_company: companyOf.get(String(relationId(record.author_company))) ?? null,
  })
}

function directiveRows(
  aircraft: LoadedAircraft,
  directives: AirworthinessDirective[],
  records: AdCompliance[],
  signatures: ReleaseSignatureLookup,
  counters: Counters,
  use: AirworthinessReport['utilisation'],
  today: string,
): DirectiveRow[] {
  const typeId = aircraft.easaType?.id ?? null
  const rows: DirectiveRow[] = []
  for (const directive of directives) {
    const authority =
      typeof directive.authority === 'object' && directive.authority
        ? (directive.authority.abbr ?? directive.authority.name)
        : null
    const types = (directive.easa_types ?? []).filter((type) => typeof type === 'object')
    const componentIds = relationIds(directive.components).map(String)
    const componentNames = (directive.components ?? []).flatMap((component) =>
      typeof component === 'object' ? [component.name] : [],
    )
    const terms = {
      effective_date: day(directive.effective_date),
      recurrence: directive.recurrence,
      compliance_time: directive.compliance_time,
      repeat_interval: directive.repeat_interval,
    }
    const subjects: { component: (typeof aircraft.installations)[number] | null }[] = []
    if (typeId !== null && relationIds(directive.easa_types).map(String).includes(String(typeId)))
      subjects.push({ component: null })
    for (const installation of aircraft.installations) {
      if (componentIds.includes(String(installation.componentId))) subjects.push({ component: installation })
    }
    for (const { component } of subjects) {
      const meter = component?.meter ?? 'airframe'
      const own = records.filter(
        (record) =>
          String(relationId(record.airworthiness_directive)) === String(directive.id) &&
          (record.installed_component || null) === (component?.ref.id ?? null),
      )
      const last = currentRecord(own, amendedId)
      const effectiveReading = meterReading(countersAt(aircraft.baseline, aircraft.days, terms.effective_date), meter)
      const { status, due } = directiveDue(
        terms,
        effectiveReading,
        last ? { status: last.status, date: day(last.date), reading: recordReading(aircraft, last, meter) } : null,
        { date: today, reading: meterReading(counters, meter) },
        meterRate(use, meter),
      )
      rows.push({
        key: component ? `ad:${directive.id}:${component.ref.id}` : `ad:${directive.id}`,
        directive_id: directive.id,
        number: directive.number,
        revision: directive.revision ?? null,
        authority,
        title: directive.title,
        effective_date: terms.effective_date,
        recurrence: directive.recurrence,
        applies_to: component ? 'component' : 'aircraft',
        applicability: component ? componentNames : types.map((type) => (typeof type === 'object' ? type.variant : '')),
        component: component?.ref ?? null,
        status,
        reason: status === 'not_applicable' ? (last?.reason ?? null) : null,
        last_record: last ? adRecordView(last, signatures) : null,
        due,
      })
    }
  }
  return rows.sort(
    (a, b) => a.number.localeCompare(b.number) || (a.component?.name ?? '').localeCompare(b.component?.name ?? ''),
  )
}

type TaskDoc = {
  id: number
  name: string
  description?: string | null
  interval?: TaskRow['interval'] | null
  start_date: string
  start_airframe_minutes?: number | null
  customer_aircraft?: unknown
}

function taskRows(
  aircraft: LoadedAircraft,
  tasks: TaskDoc[],
  records: TaskCompletion[],
  signatures: ReleaseSignatureLookup,
  counters: Counters,
  use: AirworthinessReport['utilisation'],
  today: string,
): TaskRow[] {
  return tasks.map((task) => {
    const last = currentRecord(
      records.filter((record) => String(relationId(record.maintenance_task)) === String(task.id)),
      amendedId,
    )
    const basis = last
      ? { date: day(last.date), ...recordReading(aircraft, last, 'airframe') }
      : {
          date: day(task.start_date),
          ...recordReading(
            aircraft,
            { date: task.start_date, airframe_minutes: task.start_airframe_minutes },
            'airframe',
          ),
        }
    const interval = task.interval ?? {}
    return {
      key: `task:${task.id}`,
      task_id: task.id,
      name: task.name,
      description: task.description ?? null,
      interval: { hours: interval.hours ?? null, cycles: interval.cycles ?? null, months: interval.months ?? null },
      last_record: last ? recordView(last, 'task_completions', signatures) : null,
      due: nextDue(
        interval,
        basis,
        { date: today, reading: meterReading(counters, 'airframe') },
        meterRate(use, 'airframe'),
      ),
    }
  })
}

function componentRows(
  aircraft: LoadedAircraft,
  counters: Counters,
  use: AirworthinessReport['utilisation'],
  today: string,
): ComponentRow[] {
  return aircraft.installations.map((installation) => {
    const reading = meterReading(counters, installation.meter)
    const times = componentTimes(installation.times, reading)
    const { life, overhaul } = componentDue(
      installation.times,
      { date: today, reading },
      meterRate(use, installation.meter),
    )
    return {
      key: `component:${installation.ref.id}`,
      component: installation.ref,
      category: installation.category,
      meter: installation.meter,
      serialized: installation.serialized,
      installed_date: installation.times.installed_date,
      ...times,
      life,
      overhaul,
    }
  })
}

function dueItems(
  directives: DirectiveRow[],
  tasks: TaskRow[],
  components: ComponentRow[],
  defects: readonly DefectView[],
  arc: { validity: ArcValidity; title: string; reference: string | null; today: string },
): DueItem[] {
  const items: DueItem[] = []
  // The ARC runs out a year after its review (ML.A.901): the next review is due then.
  const arcDueItem = arcDue(arc.validity, arc.today)
  if (arcDueItem)
    items.push({
      key: 'arc',
      kind: 'airworthiness_review',
      title: arc.title,
      reference: arc.reference,
      due: arcDueItem,
    })
  for (const row of directives) {
    if (row.due)
      items.push({
        key: row.key,
        kind: 'airworthiness_directive',
        title: row.title,
        reference: row.component ? `${row.number} · ${row.component.name}` : row.number,
        due: row.due,
      })
  }
  for (const row of tasks) {
    if (row.due) items.push({ key: row.key, kind: 'task', title: row.name, reference: null, due: row.due })
  }
  for (const row of components) {
    const reference =
      [
        row.component.part_number && `P/N ${row.component.part_number}`,
        row.component.serial_number && `S/N ${row.component.serial_number}`,
      ]
        .filter(Boolean)
        .join(' · ') || null
    if (row.life)
      items.push({
        key: `${row.key}:life`,
        kind: 'component_life',
        title: row.component.name,
        reference,
        due: row.life,
      })
    if (row.overhaul)
      items.push({
        key: `${row.key}:overhaul`,
        kind: 'component_overhaul',
        title: row.component.name,
        reference,
        due: row.overhaul,
      })
  }
  // A deferred defect falls due at its deferral's deadline (ML.A.403), ranked with the rest.
  for (const defect of defects) {
    if (defect.state === 'deferred' && defect.due)
      items.push({
        key: `defect:${defect.id}`,
        kind: 'deferred_defect',
        title: defect.description,
        reference: defect.ata_chapter ? `ATA ${defect.ata_chapter}` : null,
        due: defect.due,
      })
  }
  return rankDueItems(items)
}

/** Keys of the tags, one read for all documents (instead of populating each document's tags and aircraft). */
async function tagKeys(req: PayloadRequest, ids: readonly (number | string)[]) {
  if (ids.length === 0) return new Map<string, string>()
  const tags = await req.payload.find({
    collection: 'tags',
    where: { id: { in: [...ids] } },
    depth: 0,
    pagination: false,
    select: { key: true },
    ...readAs(req),
    req,
  })
  return new Map(tags.docs.map((tag) => [String(tag.id), tag.key]))
}

/**
 * Expiring documents of each aircraft, and its ARC document (as the records health reads it), from one
 * read of the documents naming any of them.
 */
async function expiringByAircraft(req: PayloadRequest, aircraftIds: readonly number[], today: string) {
  const result = await req.payload.find({
    collection: 'documents',
    where: {
      and: [
        { customer_aircrafts: { in: [...aircraftIds] } },
        { status: { equals: 'published' } },
        { expires_at: { exists: true } },
      ],
    },
    depth: 0,
    pagination: false,
    select: { title: true, revision: true, published_at: true, expires_at: true, tags: true, customer_aircrafts: true },
    ...readAs(req),
    req,
  })
  const docs = result.docs as Document[]
  const keyOf = await tagKeys(req, [...new Set(docs.flatMap((doc) => relationIds(doc.tags)))])
  const byAircraft = new Map<number, { expiring: ReturnType<typeof expiringDocuments>; arc: StoredDocument | null }>()
  for (const aircraftId of aircraftIds) {
    const own = docs
      .filter((doc) => relationIds(doc.customer_aircrafts).map(Number).includes(aircraftId))
      .map((doc) => ({ doc, tags: relationIds(doc.tags).map((id) => keyOf.get(String(id)) ?? '') }))
    const candidates = own.flatMap(({ doc, tags }) => {
      const tag = tags.find((key): key is (typeof EXPIRING_DOCUMENT_TAGS)[number] =>
        (EXPIRING_DOCUMENT_TAGS as readonly string[]).includes(key),
      )
      return tag ? [{ id: doc.id, title: doc.title, tag, expires_at: day(doc.expires_at) || null }] : []
    })
    const stored = own.map(({ doc, tags }): StoredDocument => ({
      id: doc.id,
      title: doc.title,
      revision: doc.revision ?? null,
      published_at: day(doc.published_at) || null,
      expires_at: day(doc.expires_at) || null,
      tags,
      doc_type: null,
      parent: null,
    }))
    byAircraft.set(aircraftId, {
      expiring: expiringDocuments(candidates, today),
      arc: arcDocument(stored),
    })
  }
  return byAircraft
}

const crewName = (person: CrewMember | null | undefined) =>
  person ? `${person.first_name} ${person.last_name}`.trim() : null

async function recentFlights(req: PayloadRequest, aircraftId: number): Promise<RecentFlight[]> {
  const result = await req.payload.find({
    collection: 'flight_logs',
    where: { customer_aircraft: { equals: aircraftId } },
    sort: ['-time_landing_utc', '-number'],
    limit: RECENT_FLIGHTS,
    // No count of the whole log for five rows.
    pagination: false,
    // The pilot's name comes with `crew`; the aerodromes' codes are read once below.
    depth: 0,
    select: {
      number: true,
      date: true,
      time_landing_utc: true,
      location_to: true,
      location_ldg: true,
      flight_minutes: true,
      cnt_ldg: true,
      pilot: true,
      crew: true,
    },
    ...readAs(req),
    req,
  })
  const airportIds = [
    ...new Set(result.docs.flatMap((entry) => [relationId(entry.location_to), relationId(entry.location_ldg)])),
  ].filter((id) => id !== null)
  const airports = airportIds.length
    ? await req.payload.find({
        collection: 'airports',
        where: { id: { in: airportIds } },
        depth: 0,
        pagination: false,
        select: { icao: true },
        ...readAs(req),
        req,
      })
    : { docs: [] }
  const icaoOf = (value: unknown) => airports.docs.find((airport) => airport.id === relationId(value))?.icao ?? null
  return result.docs.map((entry) => ({
    id: entry.id,
    number: entry.number ?? null,
    date: day(entry.time_landing_utc ?? entry.date),
    from: icaoOf(entry.location_to),
    to: icaoOf(entry.location_ldg),
    flight_minutes: entry.flight_minutes ?? 0,
    landings: entry.cnt_ldg ?? 0,
    pilot: crewName((entry as { crew?: { pilot?: CrewMember | null } }).crew?.pilot),
  }))
}

type Records = {
  directives: AirworthinessDirective[]
  adRecords: AdCompliance[]
  tasks: TaskDoc[]
  taskRecords: TaskCompletion[]
  /** The release signatures of the records that carry a release. */
  signatures: ReleaseSignatureLookup
}

/** Ids of the records that carry a certificate of release to service (only those can be signed). */
const released = (records: (AdCompliance | TaskCompletion)[]) =>
  records.filter((record) => record.release?.certifying_person).map((record) => record.id)

const ofAircraft = <T extends { customer_aircraft?: unknown }>(rows: T[], aircraftId: number) =>
  rows.filter((row) => Number(relationId(row.customer_aircraft)) === aircraftId)

/** Directives, records and tasks of all the aircraft, one read each. */
async function loadRecords(req: PayloadRequest, aircraft: readonly ReadAircraft[]): Promise<Records> {
  const ids = aircraft.map((each) => each.doc.id)
  const typeIds = [...new Set(aircraft.flatMap((each) => (each.easaType ? [each.easaType.id] : [])))]
  const componentIds = [...new Set(aircraft.flatMap((each) => each.componentIds))]
  const applicable: Where[] = []
  if (typeIds.length > 0) applicable.push({ easa_types: { in: typeIds } })
  if (componentIds.length > 0) applicable.push({ components: { in: componentIds } })
  const byAircraft: Where = { customer_aircraft: { in: ids } }
  const [directives, adRecords, tasks, taskRecords] = await Promise.all([
    applicable.length
      ? findAll<AirworthinessDirective>(req, 'airworthiness_directives', { or: applicable }, 1)
      : Promise.resolve([]),
    findAll<AdCompliance>(req, 'ad_compliances', byAircraft),
    findAll<TaskDoc>(req, 'maintenance_tasks', byAircraft),
    findAll<TaskCompletion>(req, 'task_completions', byAircraft),
  ])
  const [withEvidence, signatures] = await Promise.all([
    evidenceOf(req, [...adRecords, ...taskRecords]),
    releaseSignaturesOf(req, { ad_compliances: released(adRecords), task_completions: released(taskRecords) }),
  ])
  return {
    directives,
    adRecords: adRecords.map(withEvidence),
    tasks,
    taskRecords: taskRecords.map(withEvidence),
    signatures,
  }
}

/** The report of one loaded aircraft from its share of the records. */
function reportOf(
  aircraft: LoadedAircraft,
  records: Records,
  defects: readonly DefectView[],
  documents: { expiring: ReturnType<typeof expiringDocuments>; arc: StoredDocument | null },
  reviews: readonly ReviewView[],
  arcTitle: string,
  flights: RecentFlight[],
  today: string,
): AirworthinessReport {
  const id = aircraft.doc.id
  const counters = countersAt(aircraft.baseline, aircraft.days)
  const use = averageUse(aircraft.days, today)
  const directiveList = directiveRows(
    aircraft,
    records.directives,
    ofAircraft(records.adRecords, id),
    records.signatures,
    counters,
    use,
    today,
  )
  const taskList = taskRows(
    aircraft,
    ofAircraft(records.tasks, id),
    ofAircraft(records.taskRecords, id),
    records.signatures,
    counters,
    use,
    today,
  )
  const componentList = componentRows(aircraft, counters, use, today)
  const arc = arcValidity({ date: today, reviews, arc_document: documents.arc })
  const arcReview = arc.source === 'review' ? reviews.find((review) => review.id === arc.review_id) : undefined
  const next = dueItems(directiveList, taskList, componentList, defects, {
    validity: arc,
    title: arcTitle,
    reference: arcReview?.arc_reference ?? (arc.source === 'document' ? (documents.arc?.title ?? null) : null),
    today,
  })
  const summary = defectSummary(defects)
  return {
    aircraft: {
      id,
      registration: aircraft.doc.registration,
      serial_number: aircraft.doc.serial_number,
      variant: aircraft.easaType?.variant ?? null,
      easa_type: aircraft.easaType?.name ?? null,
    },
    today,
    counters,
    counters_as_of: countersAsOf(aircraft),
    utilisation: use,
    status: aircraftStatus(next, documents.expiring, summary.grounding.length > 0),
    defects: summary,
    directives: directiveList,
    tasks: taskList.sort((a, b) => a.name.localeCompare(b.name)),
    components: componentList,
    next_due: next,
    expiring_documents: documents.expiring,
    arc,
    recent_flights: flights,
  }
}

/**
 * Everything that decides whether each aircraft is airworthy today and what falls due next, read with
 * the caller's access (aircraft the caller may not see are left out) and computed by the domain
 * engine: a fixed number of reads for the whole fleet. `recentFlights` adds each aircraft's last flights.
 */
export async function buildAirworthinessReports(
  req: PayloadRequest,
  aircraftIds: readonly number[],
  today: string,
  options: { asSystem?: boolean; recentFlights?: boolean } = {},
): Promise<AirworthinessReport[]> {
  if (options.asSystem) asSystem(req)
  const read = await readAircrafts(req, aircraftIds, today)
  if (read.length === 0) return []
  const ids = read.map((aircraft) => aircraft.doc.id)
  const [records, documents, reviews, flights] = await Promise.all([
    loadRecords(req, read),
    expiringByAircraft(req, ids, today),
    reviewsOf(req, ids),
    options.recentFlights
      ? Promise.all(ids.map((id) => recentFlights(req, id)))
      : Promise.resolve(ids.map(() => [] as RecentFlight[])),
  ])
  // Besides its own readings, each aircraft's on the days records were made, directives took effect
  // and tasks started.
  const fleet = await withJourneyLog(req, read, today, (aircraft) => [
    ...records.directives.map((directive) => day(directive.effective_date)),
    ...ofAircraft(records.adRecords, aircraft.doc.id).map((record) => day(record.date)),
    ...ofAircraft(records.tasks, aircraft.doc.id).map((task) => day(task.start_date)),
    ...ofAircraft(records.taskRecords, aircraft.doc.id).map((record) => day(record.date)),
  ])
  // The defects of all the aircraft at once; a deferral's deadline counts on the airframe meter.
  const defects = await loadDefects(req, ids, (aircraftId) => {
    const aircraft = fleet.find((each) => each.doc.id === aircraftId)!
    return {
      date: today,
      reading: meterReading(countersAt(aircraft.baseline, aircraft.days), 'airframe'),
      rate: meterRate(averageUse(aircraft.days, today), 'airframe'),
    }
  })
  return fleet.map((aircraft, index) =>
    reportOf(
      aircraft,
      records,
      defects.get(aircraft.doc.id) ?? [],
      documents.get(aircraft.doc.id) ?? { expiring: [], arc: null },
      reviews.get(aircraft.doc.id) ?? [],
      say(req, 'records:arcTitle'),
      flights[index]!,
      today,
    ),
  )
}

/** One aircraft's report, with its recent flights (404 when the caller may not see it). */
export async function buildAirworthinessReport(
  req: PayloadRequest,
  aircraftId: number,
  today: string,
  options: { asSystem?: boolean } = {},
): Promise<AirworthinessReport> {
  const [report] = await buildAirworthinessReports(req, [aircraftId], today, { ...options, recentFlights: true })
  if (!report) throw new NotFound(req.t)
  return report
}
