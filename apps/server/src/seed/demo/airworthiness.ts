import { addDays, countersAt, type Counters, type DailyUse } from '@flugakte/domain'
import { createLocalReq, type Payload } from 'payload'

import { allJourneyLogDays } from '../../airworthiness/journey-log-days'
import type { CustomerAircraft } from '../../payload-types'
import type { Taxonomy } from '../reference/taxonomy'
import { upsert } from '../upsert'
import { DEMO_AIRCRAFT, type Fleet } from './fleet'
import { certifierOf, signSeededRelease, type Certifier } from './releases'

type Interval = { hours?: number; cycles?: number; months?: number }

/**
 * Directives of the demo types. The numbers, titles and dates are real public ADs (FAA) except the
 * one marked as a demo; their compliance times are simplified for the demo.
 */
const DIRECTIVES: {
  number: string
  revision?: string
  authority: string
  title: string
  effective_date: string
  easaTypes?: string[]
  components?: string[]
  recurrence: 'one_time' | 'recurring'
  compliance_time?: Interval
  repeat_interval?: Interval
}[] = [
  {
    number: '87-20-03',
    revision: 'R2',
    authority: 'FAA',
    title: 'Cessna single-engine seat rails and seat rollers – inspection',
    effective_date: '1989-07-27',
    easaTypes: ['C172S'],
    recurrence: 'recurring',
    compliance_time: { hours: 100 },
    repeat_interval: { hours: 100, months: 12 },
  },
  {
    number: '2020-24-02',
    authority: 'FAA',
    title: 'Piper PA-28/PA-32 wing lower main spar cap bolt holes – eddy current inspection',
    effective_date: '2021-01-04',
    easaTypes: ['PA-28-181'],
    recurrence: 'one_time',
    compliance_time: { hours: 100, months: 12 },
  },
  {
    number: '2016-23-03',
    authority: 'FAA',
    title: 'Diamond DA 40 NG exhaust V-clamps – repetitive inspection and replacement',
    effective_date: '2016-12-19',
    easaTypes: ['DA 40 NG'],
    recurrence: 'recurring',
    compliance_time: { hours: 100 },
    repeat_interval: { hours: 100 },
  },
  {
    number: '2009-10-04',
    authority: 'FAA',
    title: 'Diamond DA 40 / DA 40 F nose landing gear leg – inspection for cracks',
    effective_date: '2009-05-26',
    easaTypes: ['DA 40 NG'],
    recurrence: 'recurring',
    compliance_time: { hours: 100 },
    repeat_interval: { hours: 100 },
  },
  {
    number: '2012-19-01',
    authority: 'FAA',
    title: 'Lycoming 360/540 series crankshafts – replacement',
    effective_date: '2012-10-24',
    components: ['IO-360-L2A', 'O-360-A4M', 'O-360-A3A'],
    recurrence: 'one_time',
    compliance_time: { months: 120 },
  },
  {
    number: 'DEMO-2026-001',
    authority: 'LBA',
    title: 'Transponder Garmin GTX 335 – software update (demo directive)',
    effective_date: '',
    components: ['011-03300-00'],
    recurrence: 'one_time',
    compliance_time: { months: 6 },
  },
]

/**
 * Per aircraft: hours flown since each task and AD was last done, or days ago for calendar items, and
 * how long ago its airworthiness review was (the ARC runs a year from it; see seed/demo/records.ts).
 */
const HISTORY: Record<
  string,
  {
    tasks: Record<TaskKey, { hoursAgo?: number; daysAgo?: number }>
    arcDaysAgo: number
    directives: Record<string, AdRecordPlan>
  }
> = {
  'D-EFAK': {
    tasks: { fifty: { hoursAgo: 12 }, hundred: { hoursAgo: 32 }, annual: { daysAgo: 100 } },
    arcDaysAgo: 100,
    directives: {
      '87-20-03': {
        status: 'complied',
        hoursAgo: 32,
        method: 'Sichtprüfung Sitzschienen und Rollen gemäß AD, ohne Befund',
      },
      '2012-19-01': {
        status: 'not_applicable',
        reason: 'Kurbelwelle nach Seriennummer nicht betroffen (Lycoming MSB 569A)',
      },
    },
  },
  'D-EXAB': {
    tasks: { fifty: { hoursAgo: 20 }, hundred: { hoursAgo: 94 }, annual: { daysAgo: 150 } },
    arcDaysAgo: 150,
    directives: {
      '2016-23-03': { status: 'complied', hoursAgo: 94, method: 'V-Schellen geprüft, ohne Befund' },
      '2009-10-04': {
        status: 'not_applicable',
        reason: 'Gilt für DA 40 und DA 40 F; D-EXAB ist eine DA 40 NG (Werknummer 40.N312)',
      },
    },
  },
  'D-EKLU': {
    tasks: { fifty: { hoursAgo: 30 }, hundred: { hoursAgo: 40 }, annual: { daysAgo: 200 } },
    arcDaysAgo: 200,
    directives: {
      '2020-24-02': {
        status: 'complied',
        daysAgo: 1500,
        method: 'Wirbelstromprüfung der Holmgurt-Bohrungen, ohne Befund',
      },
      '2012-19-01': { status: 'complied', daysAgo: 2200, method: 'Kurbelwelle bei Grundüberholung ersetzt' },
    },
  },
  'D-EDRS': {
    tasks: { fifty: { hoursAgo: 10 }, hundred: { hoursAgo: 60 }, annual: { daysAgo: 345 } },
    arcDaysAgo: 345,
    directives: {
      '2012-19-01': {
        status: 'not_applicable',
        reason: 'Kurbelwelle nach Seriennummer nicht betroffen (Lycoming MSB 569A)',
      },
    },
  },
}

type AdRecordPlan = {
  status: 'complied' | 'not_applicable'
  hoursAgo?: number
  daysAgo?: number
  method?: string
  reason?: string
}
// The ARC is no task of the programme: its validity comes from the review (or the ARC document).
type TaskKey = 'fifty' | 'hundred' | 'annual'

const TASKS: Record<TaskKey, { de: string; en: string; interval: Interval }> = {
  fifty: { de: '50-Stunden-Kontrolle', en: '50-hour check', interval: { hours: 50 } },
  hundred: { de: '100-Stunden-Kontrolle', en: '100-hour inspection', interval: { hours: 100, months: 12 } },
  annual: { de: 'Jahresnachprüfung', en: 'Annual inspection', interval: { months: 12 } },
}

const EQUIPMENT = [
  {
    item: 'COM/NAV Garmin GNC 255A',
    manufacturer: 'Garmin',
    part_number: '011-02806-00',
    location: 'Instrumentenbrett',
    weight_kg: 1.6,
    arm_m: 1.42,
  },
  {
    item: 'Transponder Garmin GTX 335',
    manufacturer: 'Garmin',
    part_number: '011-03300-00',
    location: 'Instrumentenbrett',
    weight_kg: 1.2,
    arm_m: 1.42,
  },
  {
    item: 'ELT Kannad 406 AF-Compact',
    manufacturer: 'Kannad',
    part_number: 'S1821502-01',
    location: 'Heck',
    weight_kg: 1.0,
    arm_m: 3.6,
  },
  {
    item: 'Intercom PS Engineering PM3000',
    manufacturer: 'PS Engineering',
    part_number: '11923',
    location: 'Instrumentenbrett',
    weight_kg: 0.5,
    arm_m: 1.4,
  },
  {
    item: 'Feuerlöscher 1 kg Halon-frei',
    manufacturer: 'Gloria',
    part_number: 'P1GA',
    location: 'Kabine, vorn',
    weight_kg: 1.9,
    arm_m: 2.0,
  },
  {
    item: 'Erste-Hilfe-Set DIN 13164',
    manufacturer: 'Söhngen',
    part_number: '3003040',
    location: 'Gepäckraum',
    weight_kg: 0.6,
    arm_m: 2.9,
  },
  {
    item: 'Schleppkupplung / tow bar',
    manufacturer: null,
    part_number: null,
    location: 'Gepäckraum',
    weight_kg: 2.5,
    arm_m: 2.9,
  },
] as const

const daysAgo = (today: string, days: number) => addDays(today, -days)

/** Days until the insurance runs out, where it is due soon (within DOCUMENT_DUE_SOON_DAYS); else 200. */
const INSURANCE_DAYS_LEFT: Record<string, number> = { 'D-EDRS': 30, 'D-EKLU': 45 }

/** The day the ARC of a demo aircraft was issued (its airworthiness review). */
export const arcIssuedOn = (registration: string, today: string) =>
  daysAgo(today, HISTORY[registration]?.arcDaysAgo ?? 0)

/** The last day whose counter reading is at least `hours` below today's, and the reading `hours` ago. */
function dayHoursAgo(baseline: Parameters<typeof countersAt>[0], days: DailyUse[], current: Counters, hours: number) {
  const target = current.airframe_minutes - hours * 60
  for (let index = days.length - 1; index >= 0; index -= 1) {
    const reading = countersAt(baseline, days, days[index].date)
    if (reading.airframe_minutes <= target) return { date: days[index].date, airframe_minutes: target }
  }
  // Flown before the journey log began (a short test seed): dated on its first day, at the stated time.
  return { date: days[0]?.date ?? baseline.date ?? '2025-01-01', airframe_minutes: Math.max(0, target) }
}

/**
 * ADs, maintenance programme, equipment and their records, chosen so that the demo fleet shows every
 * status: D-EFAK airworthy, D-EXAB and D-EDRS due soon (100-hour check; annual and insurance),
 * D-EKLU overdue (ELT battery past its six years). Every task completion and AD record carries a
 * certificate of release to service, entered and signed by the certifying person of the contracted
 * maintenance company (D-EDRS: of its CAO). Runs after the flights, which the hours refer to.
 */
export async function seedAirworthiness(payload: Payload, fleet: Fleet, taxonomy: Taxonomy, today: string) {
  const directives = new Map<string, number>()
  for (const directive of DIRECTIVES) {
    directives.set(
      directive.number,
      await upsert(
        payload,
        'airworthiness_directives',
        { number: { equals: directive.number } },
        {
          number: directive.number,
          revision: directive.revision,
          authority: taxonomy.authorities.get(directive.authority),
          title: directive.title,
          effective_date: directive.effective_date || daysAgo(today, 30),
          easa_types: (directive.easaTypes ?? []).map((variant) => fleet.easaTypes.get(variant)).filter(Boolean),
          components: (directive.components ?? []).map((part) => fleet.components.get(part)).filter(Boolean),
          recurrence: directive.recurrence,
          compliance_time: directive.compliance_time ?? {},
          repeat_interval: directive.repeat_interval ?? {},
        },
      ),
    )
  }
  const req = await createLocalReq({}, payload)
  for (const plane of DEMO_AIRCRAFT) {
    const aircraftId = fleet.aircraft.get(plane.registration)
    if (aircraftId === undefined) continue
    const aircraft: CustomerAircraft = await payload.findByID({
      collection: 'customer_aircrafts',
      id: aircraftId,
      depth: 0,
    })
    const baseline = {
      date: aircraft.counters_baseline?.date?.slice(0, 10) ?? null,
      airframe_minutes: aircraft.counters_baseline?.airframe_minutes ?? 0,
      landings: aircraft.counters_baseline?.landings ?? 0,
      engine_minutes: aircraft.counters_baseline?.engine_minutes ?? 0,
      engine_cycles: aircraft.counters_baseline?.engine_cycles ?? 0,
    }
    const days = await allJourneyLogDays(req, aircraftId)
    const current = countersAt(baseline, days)
    const history = HISTORY[plane.registration]
    const when = (plan: { hoursAgo?: number; daysAgo?: number }) =>
      plan.hoursAgo !== undefined
        ? dayHoursAgo(baseline, days, current, plan.hoursAgo)
        : { date: daysAgo(today, plan.daysAgo ?? 0), airframe_minutes: null }
    const records: PlaneRecords = {
      payload,
      aircraftId,
      aircraft,
      plane,
      baseline,
      history,
      when,
      today,
      performer: plane.maintenance_company ? 'Flugwerft Mittelrhein GmbH' : 'Lufttüchtigkeit West CAO GmbH',
      certifier: await certifierOf(payload, fleet, plane),
    }
    await seedTaskCompletions(records)
    await seedAdCompliances(records, directives)
    await seedEquipment(records)
    await seedExpiryDates(payload, plane.registration, aircraftId, today, history.arcDaysAgo)
  }
}

/** ARC valid a year from its review; insurance renews yearly (D-EDRS's and D-EKLU's within the 60-day window). */
async function seedExpiryDates(
  payload: Payload,
  registration: string,
  aircraftId: number,
  today: string,
  arcDaysAgo: number,
) {
  const expiries: Record<string, string> = {
    'airworthiness-review-certificate': addDays(daysAgo(today, arcDaysAgo), 365),
    'insurance-certificate': addDays(today, INSURANCE_DAYS_LEFT[registration] ?? 200),
  }
  for (const [tag, expires] of Object.entries(expiries)) {
    const docs = await payload.find({
      collection: 'documents',
      where: {
        and: [
          { customer_aircrafts: { in: [aircraftId] } },
          { 'tags.key': { equals: tag } },
          { expires_at: { exists: false } },
        ],
      },
      depth: 0,
      pagination: false,
      select: { title: true },
    })
    for (const doc of docs.docs)
      await payload.update({ collection: 'documents', id: doc.id, data: { expires_at: expires }, depth: 0 })
  }
}

/** One demo aircraft and what its records are made of. */
type PlaneRecords = {
  payload: Payload
  aircraftId: number
  aircraft: CustomerAircraft
  plane: (typeof DEMO_AIRCRAFT)[number]
  baseline: Parameters<typeof countersAt>[0]
  history: (typeof HISTORY)[string]
  /** The day (and airframe time) a planned record happened: so many flight hours or days ago. */
  when: (plan: { hoursAgo?: number; daysAgo?: number }) => { date: string; airframe_minutes: number | null }
  today: string
  performer: string
  /** Who released the work to service: each record carries a certificate, signed by password. */
  certifier: Certifier
}

/** The programme's tasks of one aircraft, each with its last completion. */
async function seedTaskCompletions({
  payload,
  aircraftId,
  baseline,
  history,
  when,
  today,
  performer,
  certifier,
}: PlaneRecords) {
  for (const [key, task] of Object.entries(TASKS) as [TaskKey, (typeof TASKS)[TaskKey]][]) {
    const taskId = await upsert(
      payload,
      'maintenance_tasks',
      { and: [{ customer_aircraft: { equals: aircraftId } }, { name: { equals: task.de } }] },
      { customer_aircraft: aircraftId, interval: task.interval, start_date: baseline.date ?? daysAgo(today, 366) },
      { de: { name: task.de }, en: { name: task.en } },
    )
    const done = await payload.count({
      collection: 'task_completions',
      where: { maintenance_task: { equals: taskId } },
    })
    if (done.totalDocs > 0) continue
    const at = when(history.tasks[key])
    const completion = await payload.create({
      collection: 'task_completions',
      context: { dueNotices: false },
      user: certifier.user,
      data: {
        customer_aircraft: aircraftId,
        maintenance_task: taskId,
        date: at.date,
        airframe_minutes: at.airframe_minutes ?? undefined,
        performed_by: performer,
        release: { ...certifier.release, date: at.date },
      },
      depth: 0,
    })
    await signSeededRelease(payload, 'task_completions', completion.id, certifier.user.id)
  }
}

/** The aircraft's AD records as its history plans them. */
async function seedAdCompliances(
  { payload, aircraftId, aircraft, when, today, performer, certifier, history }: PlaneRecords,
  directives: Map<string, number>,
) {
  for (const [number, plan] of Object.entries(history.directives)) {
    const directiveId = directives.get(number)!
    const existing = await payload.count({
      collection: 'ad_compliances',
      where: {
        and: [{ customer_aircraft: { equals: aircraftId } }, { airworthiness_directive: { equals: directiveId } }],
      },
    })
    if (existing.totalDocs > 0) continue
    const directive = DIRECTIVES.find((candidate) => candidate.number === number)!
    const engineRow = directive.components ? aircraft.comp_serialized?.[0]?.id : undefined
    const at = plan.status === 'not_applicable' ? { date: daysAgo(today, 300), airframe_minutes: null } : when(plan)
    const record = await payload.create({
      collection: 'ad_compliances',
      context: { dueNotices: false },
      user: certifier.user,
      depth: 0,
      data: {
        customer_aircraft: aircraftId,
        airworthiness_directive: directiveId,
        installed_component: engineRow,
        status: plan.status,
        reason: plan.reason,
        method_of_compliance: plan.method,
        date: at.date,
        airframe_minutes: at.airframe_minutes ?? undefined,
        performed_by: performer,
        release: { ...certifier.release, date: at.date },
      },
    })
    await signSeededRelease(payload, 'ad_compliances', record.id, certifier.user.id)
  }
}

/** The installed equipment list. */
async function seedEquipment({ payload, aircraftId, plane, baseline }: PlaneRecords) {
  for (const item of EQUIPMENT) {
    const serial = item.part_number ? `${plane.serial_number}-${item.part_number.slice(-3)}` : null
    await upsert(
      payload,
      'equipment',
      { and: [{ customer_aircraft: { equals: aircraftId } }, { item: { equals: item.item } }] },
      {
        ...item,
        customer_aircraft: aircraftId,
        serial_number: serial,
        quantity: 1,
        installed_date: baseline.date,
      },
    )
  }
}
