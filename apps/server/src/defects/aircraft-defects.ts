import {
  averageUse,
  countersAt,
  defectStatus,
  meterRate,
  meterReading,
  todayUtc,
  type ActionFacts,
  type AircraftDefects,
  type AtaChapter,
  type DefectActionView,
  type DefectSummary,
  type DefectView,
  type MeterReading,
  type Rate,
} from '@flugakte/domain'
import { NotFound, type PayloadRequest } from 'payload'

import { relationNumber } from '../access/relation-id'
import { readAircrafts, withJourneyLog } from '../airworthiness/load-aircraft'
import { readAs } from '../airworthiness/read-as'
import { lookUpCompanies, lookUpPeople } from '../journey-log/bordbuch-pdf/journey-log-batches'
import type { Defect, DefectAction, ReleaseSignature } from '../payload-types'
import { releaseView } from '../releases/release-record'
import { releaseSignatureView } from '../releases/release-signatures'
import { defectRights } from './defect-rights'

/** Where a defect's deadline is measured: the day, the airframe meter (time, landings) and its use per day. */
export type DefectClock = { date: string; reading: MeterReading; rate: Rate }

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '')
const ids = (values: (number | null)[]) => [...new Set(values.filter((id): id is number => id !== null))]

type Names = { people: Map<number, string>; companies: Map<number, string>; flights: Map<number, number | null> }

/**
 * The names on the records (people, companies) and the numbers of the flights the defects were
 * reported from, each in one read. Names only, with full access like the journey log's crew names:
 * a contracted maintenance company may not read the owner's users, but a record must say who made it.
 */
async function namesOf(req: PayloadRequest, defects: Defect[], actions: DefectAction[], signers: number[]) {
  const people = new Map<number, string>()
  const personIds = ids([
    ...defects.map((defect) => relationNumber(defect.reported_by)),
    ...actions.map((action) => relationNumber(action.author)),
    ...signers,
  ])
  const companyIds = ids([...defects, ...actions].map((record) => relationNumber(record.author_company)))
  const flightIds = ids(defects.map((defect) => relationNumber(defect.flight_log)))
  const companies = new Map<number, string>()
  const [flights] = await Promise.all([
    flightIds.length
      ? req.payload.find({
          collection: 'flight_logs',
          where: { id: { in: flightIds } },
          select: { number: true },
          depth: 0,
          pagination: false,
          ...readAs(req),
          req,
        })
      : null,
    lookUpCompanies(req, companyIds, companies),
    lookUpPeople(req, personIds, people),
  ])
  return {
    people,
    companies,
    flights: new Map((flights?.docs ?? []).map((entry) => [entry.id, entry.number ?? null])),
  } satisfies Names
}

/** What the domain computes a defect's state from, for one action. */
function factsOf(action: DefectAction, released: boolean): ActionFacts {
  return {
    id: action.id,
    kind: action.kind,
    created_at: action.createdAt,
    amends: relationNumber(action.amends),
    airworthiness_affecting: action.airworthiness_affecting ?? null,
    deadline: {
      hours: action.deadline_hours ?? null,
      cycles: action.deadline_cycles ?? null,
      days: action.deadline_days ?? null,
    },
    basis: action.basis_date
      ? { date: day(action.basis_date), minutes: action.basis_minutes ?? 0, cycles: action.basis_cycles ?? 0 }
      : null,
    released,
  }
}

function actionView(
  action: DefectAction,
  amended: ReadonlySet<number>,
  signature: ReleaseSignature | undefined,
  names: Names,
): DefectActionView {
  const facts = factsOf(action, signature !== undefined)
  const release = action.kind === 'rectification' ? releaseView(action.release) : null
  return {
    id: action.id,
    kind: action.kind,
    created_at: action.createdAt,
    author: names.people.get(relationNumber(action.author) ?? -1) ?? null,
    author_company: names.companies.get(relationNumber(action.author_company) ?? -1) ?? null,
    amends: facts.amends,
    amended: amended.has(action.id),
    airworthiness_affecting: action.kind === 'assessment' ? (action.airworthiness_affecting ?? false) : null,
    notes: action.notes ?? null,
    reason: action.reason ?? null,
    limitation: action.limitation ?? null,
    deadline: action.kind === 'deferral' ? facts.deadline! : null,
    basis: action.kind === 'deferral' ? facts.basis! : null,
    work_performed: action.work_performed ?? null,
    maintenance_data: action.maintenance_data ?? null,
    parts: (action.parts ?? []).map((part) => ({
      description: part.description,
      part_number: part.part_number || null,
      serial_number: part.serial_number || null,
      installation: part.installation || null,
    })),
    release,
    signature:
      release && signature
        ? releaseSignatureView(signature, names.people.get(relationNumber(signature.signer) ?? -1) ?? null)
        : null,
  }
}

/**
 * The defects of the given aircraft as the caller may see them (others are left out), newest first,
 * each with its actions (oldest first), photos, releases and signatures, and its state computed by the
 * domain (defectStatus) at `now` of its aircraft: the airframe meter (time and landings) and its use.
 * A fixed number of reads however many defects: defects, actions, photos and release signatures of
 * all the aircraft at once, then the names on them.
 */
export async function loadDefects(
  req: PayloadRequest,
  aircraftIds: readonly number[],
  now: (aircraftId: number) => DefectClock,
): Promise<Map<number, DefectView[]>> {
  const result = new Map<number, DefectView[]>(aircraftIds.map((id) => [id, []]))
  if (aircraftIds.length === 0) return result
  const ofAircraft = { customer_aircraft: { in: [...aircraftIds] } }
  const [defects, actions, photos, signatures] = await Promise.all([
    req.payload.find({
      collection: 'defects',
      where: ofAircraft,
      depth: 0,
      pagination: false,
      sort: '-reported_at',
      ...readAs(req),
      req,
    }),
    req.payload.find({
      collection: 'defect_actions',
      where: ofAircraft,
      depth: 0,
      pagination: false,
      sort: 'createdAt',
      ...readAs(req),
      req,
    }),
    req.payload.find({
      collection: 'defect_photos',
      where: ofAircraft,
      select: { filename: true },
      depth: 0,
      pagination: false,
      ...readAs(req),
      req,
    }),
    req.payload.find({
      collection: 'release_signatures',
      where: { and: [{ subject: { equals: 'defect_actions' } }, ofAircraft] },
      depth: 0,
      pagination: false,
      ...readAs(req),
      req,
    }),
  ])
  const signatureOf = new Map(signatures.docs.map((signature) => [signature.record_id, signature]))
  const names = await namesOf(
    req,
    defects.docs,
    actions.docs,
    ids(signatures.docs.map((signature) => relationNumber(signature.signer))),
  )
  const photoOf = new Map(photos.docs.map((photo) => [photo.id, photo.filename ?? null]))
  const amended = new Set(ids(actions.docs.map((action) => relationNumber(action.amends))))
  const actionsOf = new Map<number, DefectAction[]>()
  for (const action of actions.docs) {
    const defectId = relationNumber(action.defect)!
    actionsOf.set(defectId, [...(actionsOf.get(defectId) ?? []), action])
  }
  const newestFirst = [...defects.docs].sort((a, b) => b.reported_at.localeCompare(a.reported_at) || b.id - a.id)
  for (const defect of newestFirst) {
    const aircraftId = relationNumber(defect.customer_aircraft)!
    const own = actionsOf.get(defect.id) ?? []
    const clock = now(aircraftId)
    const status = defectStatus(
      { unsafe: defect.unsafe === true },
      own.map((action) => factsOf(action, signatureOf.has(action.id))),
      clock,
      clock.rate,
    )
    const deferral = status.deferral ? own.find((action) => action.id === status.deferral!.id) : undefined
    const flightId = relationNumber(defect.flight_log)
    result.get(aircraftId)?.push({
      id: defect.id,
      number: defect.number ?? 0,
      customer_aircraft: aircraftId,
      flight_log: flightId === null ? null : { id: flightId, number: names.flights.get(flightId) ?? null },
      description: defect.description,
      ata_chapter: (defect.ata_chapter ?? null) as AtaChapter | null,
      unsafe: defect.unsafe === true,
      reported_at: new Date(defect.reported_at).toISOString(),
      reported_by: names.people.get(relationNumber(defect.reported_by) ?? -1) ?? null,
      author_company: names.companies.get(relationNumber(defect.author_company) ?? -1) ?? null,
      photos: (defect.photos ?? []).flatMap((photo) => {
        const id = relationNumber(photo)
        const filename = id === null ? null : photoOf.get(id)
        return id !== null && filename
          ? [{ id, filename, url: `/api/defect_photos/file/${encodeURIComponent(filename)}` }]
          : []
      }),
      actions: own.map((action) => actionView(action, amended, signatureOf.get(action.id), names)),
      state: status.state,
      grounding: status.grounding,
      limitation: deferral?.limitation ?? null,
      due: status.due,
      release_pending: status.release_pending,
    })
  }
  return result
}

/** What the airworthiness report and the fleet status say about an aircraft's defects. */
export function defectSummary(defects: readonly DefectView[]): DefectSummary {
  return {
    open: defects.filter((defect) => defect.state === 'open').length,
    deferred: defects.filter((defect) => defect.state === 'deferred').length,
    grounding: defects.filter((defect) => defect.grounding).map((defect) => defect.id),
    limitations: defects.flatMap((defect) =>
      defect.state === 'deferred' && defect.limitation
        ? [{ defect: defect.id, description: defect.description, limitation: defect.limitation, due: defect.due }]
        : [],
    ),
  }
}

/**
 * Each aircraft the caller may see (others are left out) with its airframe meter today and its use per
 * day, computed from the journey log as the airworthiness report computes them.
 */
export async function airframeClocks(
  req: PayloadRequest,
  aircraftIds: readonly number[],
  today: string,
): Promise<Map<number, { registration: string; clock: DefectClock }>> {
  const fleet = await withJourneyLog(req, await readAircrafts(req, aircraftIds, today), today)
  return new Map(
    fleet.map((aircraft) => {
      const counters = countersAt(aircraft.baseline, aircraft.days)
      const use = averageUse(aircraft.days, today)
      const clock = { date: today, reading: meterReading(counters, 'airframe'), rate: meterRate(use, 'airframe') }
      return [aircraft.doc.id, { registration: aircraft.doc.registration, clock }]
    }),
  )
}

/**
 * GET /api/customer_aircrafts/:id/defects: the aircraft's defects with their state today, what they
 * add up to and what the caller may do about them (404 when the caller may not see the aircraft).
 */
export async function aircraftDefects(req: PayloadRequest, aircraftId: number): Promise<AircraftDefects> {
  const today = todayUtc()
  const aircraft = (await airframeClocks(req, [aircraftId], today)).get(aircraftId)
  if (!aircraft) throw new NotFound(req.t)
  const [defects, rights] = await Promise.all([loadDefects(req, [aircraftId], () => aircraft.clock), defectRights(req)])
  const list = defects.get(aircraftId) ?? []
  const may = rights(aircraftId)
  return {
    aircraft: { id: aircraftId, registration: aircraft.registration },
    today,
    summary: defectSummary(list),
    defects: list,
    may_report: may.report,
    may_handle: may.handle,
  }
}
