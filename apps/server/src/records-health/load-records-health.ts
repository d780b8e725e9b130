import {
  addMonths,
  canonicalJson,
  countedEntries,
  judgeRecords,
  meterRate,
  meterReading,
  sha256Hex,
  todayUtc,
  type AirworthinessReport,
  type ComplianceRecord,
  type DefectView,
  type MaintenanceRecordRef,
  type ModificationView,
  type RecordsHealth,
  type RecordsHealthInput,
  type ReviewPackData,
  type ReviewView,
  type StoredDocument,
} from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest, Where } from 'payload'

import { contractedAircraftIds } from '../access/aircraft-scope'
import { relationId, relationIds, relationNumber } from '../access/relation-id'
import { hasRole, isAdministrator, ROLES, userCompanyId } from '../access/roles'
import { COMPLIANCE_RECORD_WRITERS } from '../access/writers'
import { buildAirworthinessReport } from '../airworthiness/build-report'
import { readAs } from '../airworthiness/read-as'
import { loadDefects } from '../defects/aircraft-defects'
import type { Document } from '../payload-types'
import { selectRows } from '../lib/raw-sql'
import { modificationsOf, reviewsOf } from './record-views'

const day = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value.slice(0, 10) : ''

/** The aircraft's EASA type and counter baseline (the report reads neither for the caller). */
async function aircraftFacts(req: PayloadRequest, aircraftId: number) {
  const doc = await req.payload.findByID({
    collection: 'customer_aircrafts',
    id: aircraftId,
    depth: 1,
    select: { aircraft: true, counters_baseline: true },
    populate: { aircrafts: { easa_types: true } },
    ...readAs(req),
    req,
  })
  const model = typeof doc.aircraft === 'object' ? doc.aircraft : null
  const baseline = doc.counters_baseline ?? {}
  return {
    easaTypeId: model ? relationNumber(model.easa_types) : null,
    hasBaseline:
      Boolean(baseline.date) ||
      [baseline.airframe_minutes, baseline.landings, baseline.engine_minutes, baseline.engine_cycles].some(
        (value) => typeof value === 'number' && value > 0,
      ),
  }
}

/**
 * The published documents of the aircraft and of its EASA type, as the caller may read them, with their
 * tags' and doc types' keys: three reads.
 */
async function storedDocuments(req: PayloadRequest, aircraftId: number, easaTypeId: number | null) {
  const or: Where[] = [{ customer_aircrafts: { in: [aircraftId] } }]
  if (easaTypeId !== null) or.push({ easa_types: { in: [easaTypeId] } })
  const found = await req.payload.find({
    collection: 'documents',
    where: { and: [{ status: { equals: 'published' } }, { or }] },
    depth: 0,
    pagination: false,
    sort: 'id',
    select: {
      title: true,
      revision: true,
      published_at: true,
      expires_at: true,
      tags: true,
      doc_type: true,
      parent: true,
      customer_aircrafts: true,
      easa_types: true,
    },
    ...readAs(req),
    req,
  })
  const docs = found.docs as Document[]
  const tagIds = [...new Set(docs.flatMap((doc) => relationIds(doc.tags)))]
  const typeIds = [...new Set(docs.map((doc) => relationId(doc.doc_type)).filter((id) => id !== null))]
  const [tags, docTypes] = await Promise.all([
    tagIds.length
      ? req.payload.find({
          collection: 'tags',
          where: { id: { in: tagIds } },
          depth: 0,
          pagination: false,
          select: { key: true },
          ...readAs(req),
          req,
        })
      : null,
    typeIds.length
      ? req.payload.find({
          collection: 'doc_types',
          where: { id: { in: typeIds } },
          depth: 0,
          pagination: false,
          select: { key: true },
          ...readAs(req),
          req,
        })
      : null,
  ])
  const tagKey = new Map((tags?.docs ?? []).map((tag) => [String(tag.id), tag.key]))
  const typeKey = new Map((docTypes?.docs ?? []).map((type) => [String(type.id), type.key]))
  const stored = (doc: Document): StoredDocument => ({
    id: doc.id,
    title: doc.title,
    revision: doc.revision ?? null,
    published_at: day(doc.published_at) || null,
    expires_at: day(doc.expires_at) || null,
    tags: relationIds(doc.tags).flatMap((id) => tagKey.get(String(id)) ?? []),
    doc_type: typeKey.get(String(relationId(doc.doc_type))) ?? null,
    parent: relationNumber(doc.parent),
  })
  return {
    documents: docs.filter((doc) => relationIds(doc.customer_aircrafts).map(Number).includes(aircraftId)).map(stored),
    type_documents:
      easaTypeId === null
        ? []
        : docs.filter((doc) => relationIds(doc.easa_types).map(Number).includes(easaTypeId)).map(stored),
  }
}

type EntryRow = { id: unknown; number: unknown; date: unknown; time_landing_utc: unknown }

const entryOf = (row: EntryRow) => ({
  id: Number(row.id),
  number: row.number === null || row.number === undefined ? null : Number(row.number),
  date: day(row.time_landing_utc) || day(row.date),
})

/**
 * The journey log as the records health needs it: how many entries, the last one, and the entries whose
 * pilot-in-command has not signed them (as journey-log/signatures finds them), oldest first. The
 * caller sees the aircraft, hence its journey log; three statements.
 */
async function journeyLogOf(req: PayloadRequest, aircraftId: number, hasBaseline: boolean) {
  const [count, last, unsigned] = await Promise.all([
    req.payload.count({
      collection: 'flight_logs',
      where: { customer_aircraft: { equals: aircraftId } },
      ...readAs(req),
      req,
    }),
    req.payload.find({
      collection: 'flight_logs',
      where: { customer_aircraft: { equals: aircraftId } },
      sort: ['-time_landing_utc', '-number'],
      limit: 1,
      pagination: false,
      depth: 0,
      select: { number: true, date: true, time_landing_utc: true },
      ...readAs(req),
      req,
    }),
    selectRows<EntryRow>(
      req.payload,
      sql`select f."id", f."number", f."date", f."time_landing_utc" from "flight_logs" f
          left join "flight_log_signatures" s on s."flight_log_id" = f."id" and s."signer_id" = f."pic_id"
          where f."customer_aircraft_id" = ${aircraftId} and f."pic_id" is not null and s."id" is null
          order by f."time_landing_utc" asc, f."number" asc`,
      req,
    ),
  ])
  const newest = last.docs[0]
  return {
    entries: count.totalDocs,
    has_baseline: hasBaseline,
    last_entry: newest
      ? entryOf({ id: newest.id, number: newest.number, date: newest.date, time_landing_utc: newest.time_landing_utc })
      : null,
    unsigned: unsigned.map(entryOf),
  } satisfies RecordsHealthInput['journey_log']
}

const recordRef = (
  kind: MaintenanceRecordRef['kind'],
  id: number,
  label: string,
  date: string,
  record: Pick<ComplianceRecord, 'release' | 'signature'>,
): MaintenanceRecordRef => ({
  kind,
  id,
  label,
  date,
  has_release: record.release !== null,
  signed: record.signature !== null,
})

/**
 * The maintenance records that must carry a signed release (ML.A.305(a)): the current task completions
 * and AD records, the rectifications of defects and the counted modifications and repairs, dated since
 * the last signed review (else the last 12 months before `date`).
 */
function maintenanceRecords(
  report: AirworthinessReport,
  defects: readonly DefectView[],
  modifications: readonly ModificationView[],
  reviews: readonly ReviewView[],
  date: string,
): MaintenanceRecordRef[] {
  const lastReview = countedEntries(reviews)
    .filter((review) => review.signature !== null)
    .map((review) => review.review_date)
    .sort()
    .at(-1)
  const since = lastReview ?? addMonths(date, -12)
  const refs = new Map<string, MaintenanceRecordRef>()
  const add = (ref: MaintenanceRecordRef) => {
    if (ref.date >= since && ref.date <= date) refs.set(`${ref.kind}:${ref.id}`, ref)
  }
  for (const task of report.tasks) {
    if (task.last_record)
      add(recordRef('task_completion', task.last_record.id, task.name, task.last_record.date, task.last_record))
  }
  for (const row of report.directives) {
    if (row.last_record)
      add(recordRef('ad_compliance', row.last_record.id, row.number, row.last_record.date, row.last_record))
  }
  for (const defect of defects) {
    for (const action of defect.actions) {
      if (action.kind !== 'rectification' || action.amended) continue
      add(recordRef('defect', defect.id, defect.description, action.release?.date || day(action.created_at), action))
    }
  }
  for (const entry of countedEntries(modifications)) {
    add(recordRef('modification', entry.id, `${entry.approval_reference} · ${entry.description}`, entry.date, entry))
  }
  return [...refs.values()].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
}

/**
 * What the caller may do on the aircraft: record an airworthiness review (an accepted CAO contract of
 * the caller's company, with the CAO role), add to the modifications and repairs register (an accepted
 * maintenance or CAO contract, with one of those roles). Administrators may both.
 */
async function rightsOn(req: PayloadRequest, aircraftId: number) {
  if (!req.user) return { review: false, modification: false }
  if (await isAdministrator(req)) return { review: true, modification: true }
  const companyId = userCompanyId(req)
  if (companyId === null) return { review: false, modification: false }
  const [contracted, contracts, isCao, writes] = await Promise.all([
    contractedAircraftIds(req, companyId),
    req.payload.find({
      collection: 'aircraft_contracts',
      where: {
        and: [
          { customer_aircraft: { equals: aircraftId } },
          { company: { equals: companyId } },
          { status: { equals: 'accepted' } },
          { kind: { equals: 'cao' } },
        ],
      },
      depth: 0,
      limit: 1,
      pagination: false,
      select: { kind: true },
      overrideAccess: true,
      req,
    }),
    hasRole(req, ROLES.cao),
    hasRole(req, ...COMPLIANCE_RECORD_WRITERS),
  ])
  return {
    review: isCao && contracts.docs.length > 0,
    modification: writes && contracted.map(String).includes(String(aircraftId)),
  }
}

type Gathered = { health: RecordsHealth; report: AirworthinessReport; defects: DefectView[] }

async function gather(
  req: PayloadRequest,
  aircraftId: number,
  date: string,
  options: { asSystem?: boolean },
): Promise<Gathered> {
  // 404 for an aircraft the caller may not see, before anything else is read.
  const report = await buildAirworthinessReport(req, aircraftId, date, options)
  const facts = await aircraftFacts(req, aircraftId)
  const clock = {
    date,
    reading: meterReading(report.counters, 'airframe'),
    rate: meterRate(report.utilisation, 'airframe'),
  }
  const [documents, modifications, reviews, journeyLog, defects, rights] = await Promise.all([
    storedDocuments(req, aircraftId, facts.easaTypeId),
    modificationsOf(req, [aircraftId]),
    reviewsOf(req, [aircraftId]),
    journeyLogOf(req, aircraftId, facts.hasBaseline),
    loadDefects(req, [aircraftId], () => clock),
    options.asSystem ? Promise.resolve({ review: false, modification: false }) : rightsOn(req, aircraftId),
  ])
  const allDefects = defects.get(aircraftId) ?? []
  const ownModifications = modifications.get(aircraftId) ?? []
  const ownReviews = reviews.get(aircraftId) ?? []
  const openDefects = allDefects.filter((defect) => defect.state !== 'closed')
  const input: RecordsHealthInput = {
    date,
    aircraft: {
      id: aircraftId,
      registration: report.aircraft.registration,
      has_engine:
        report.components.some((component) => component.category === 'engine') || report.counters.engine_minutes > 0,
    },
    journey_log: journeyLog,
    directives: report.directives,
    tasks: report.tasks,
    components: report.components,
    defects: openDefects,
    documents: documents.documents,
    type_documents: documents.type_documents,
    modifications: ownModifications,
    reviews: ownReviews,
    maintenance_records: maintenanceRecords(report, allDefects, ownModifications, ownReviews, date),
  }
  const judged = judgeRecords(input)
  return {
    report,
    defects: openDefects,
    health: {
      aircraft: { id: aircraftId, registration: report.aircraft.registration, variant: report.aircraft.variant },
      date,
      today: todayUtc(),
      ...judged,
      modifications: ownModifications,
      reviews: ownReviews,
      may_record_review: rights.review,
      may_add_modification: rights.modification,
    },
  }
}

/**
 * The records health of one aircraft on `date` (the review day): each item of ML.A.903(a) and ML.A.305,
 * the document register, the ARC's validity, the modifications and repairs register and the reviews,
 * read with the caller's access (404 for an aircraft the caller may not see), or the system's with
 * `asSystem` (the notification sweep). A fixed number of reads, however many records.
 */
export async function loadRecordsHealth(
  req: PayloadRequest,
  aircraftId: number,
  date: string,
  options: { asSystem?: boolean } = {},
): Promise<RecordsHealth> {
  return (await gather(req, aircraftId, date, options)).health
}

/**
 * The records health with the airworthiness report it was judged from, for the due sweep, which
 * notifies from both: one report instead of two.
 */
export async function loadRecordsHealthWithReport(
  req: PayloadRequest,
  aircraftId: number,
  date: string,
  options: { asSystem?: boolean } = {},
): Promise<{ health: RecordsHealth; report: AirworthinessReport }> {
  const { health, report } = await gather(req, aircraftId, date, options)
  return { health, report }
}

/**
 * The review pack a CAO takes into the airworthiness review: the records health plus the AD status,
 * the due list, the open and deferred defects and the components, with the SHA-256 of its canonical
 * JSON so the review record can name exactly what the reviewer saw.
 */
export async function loadReviewPack(req: PayloadRequest, aircraftId: number, date: string): Promise<ReviewPackData> {
  const { health, report, defects } = await gather(req, aircraftId, date, {})
  const pack: Omit<ReviewPackData, 'pack_hash'> = {
    ...health,
    directives: report.directives,
    next_due: report.next_due,
    defects,
    components: report.components,
  }
  return { ...pack, pack_hash: await sha256Hex(canonicalJson(pack)) }
}
