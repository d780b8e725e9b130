import { z } from 'zod'

import { addDays } from './airworthiness/dates'
import { atUtcTime, fromMinutes, HOURS_MINUTES, TIME_OF_DAY, toMinutes } from './hh-mm'
import { parseIsoDate, utcDay } from './iso-date'
import {
  hobbsUnitOf,
  HOBBS_UNITS,
  parseMeterReading,
  readingMinutes,
  readingSeconds,
  type HobbsUnit,
  type MeterFormatMessage,
} from './meter-reading'

export const FLIGHT_LOG_TYPES = ['origin', 'correction', 'addendum'] as const
export const MAX_GUESTS = 3
export const MAX_LANDINGS = 100
/** A takeoff or landing may lie this far ahead of the server's (or the device's) clock. */
export const CLOCK_SKEW_MINUTES = 5
/**
 * The longest flight of one entry. A landing time earlier than the takeoff time is on the next UTC day
 * (23:30 → 00:15), so this bound also tells a flight over midnight from swapped times (10:45 → 10:00).
 * Small aircraft rarely stay up longer than ten hours; 16 leaves room for ferry flights.
 */
export const MAX_FLIGHT_MINUTES = 16 * 60
/** One entry's engine time (Hobbs end minus start), batch entries included. */
export const MAX_ENGINE_MINUTES_PER_ENTRY = 24 * 60
/** Engine cycles of one entry: at most one per landing. */
export const MAX_CYCLES_PER_ENTRY = MAX_LANDINGS
/** A Hobbs meter shows five digits of hours (meter-reading.ts checks each unit's form). */
export const MAX_HOBBS_MINUTES = 99_999 * 60 + 59
export const MAX_CYCLES = 999_999

/** Nature of flight (AMC1 NCO.GEN.150(a)(10)). */
export const NATURES_OF_FLIGHT = ['private', 'training', 'check_flight', 'maintenance_flight', 'other'] as const
export type NatureOfFlight = (typeof NATURES_OF_FLIGHT)[number]

/**
 * Crew duties (AMC1 NCO.GEN.150(a)(4)). An instructor is the pilot-in-command of a dual-instruction
 * flight; a student flying solo is the pilot-in-command and enters `pic`.
 */
export const CREW_DUTIES = ['pic', 'copilot', 'instructor', 'student'] as const
export type CrewDuty = (typeof CREW_DUTIES)[number]

/**
 * The spec's message keys (section 8); their texts live in packages/texts (`messages`), which the forms
 * and the server's answers read.
 */
export type FlightLogMessage =
  | 'EnterRequiredFields'
  | 'WrongFormat'
  | 'wrongValue'
  | 'landingBeforeTakeoff'
  | 'onBlockBeforeOffBlock'
  | 'endBelowStart'
  | 'flightTooLong'
  | 'inFuture'
  | 'beforeRecordStart'
  | 'engineTimeTooLong'
  | 'tooManyCycles'
  | 'belowPrevious'
  | 'aboveNext'
  | 'samePilot'
  | 'onePilotInCommand'
  | 'studentNeedsInstructor'
  | MeterFormatMessage

const id = z.number({ error: 'EnterRequiredFields' }).int('wrongValue').positive('wrongValue')
const empty = (value: unknown) => value === undefined || value === null || value === ''
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (empty(value) ? undefined : value), schema.optional())
const timeOfDay = z.string().regex(TIME_OF_DAY, 'WrongFormat')
const hoursMinutes = z.string().regex(HOURS_MINUTES, 'WrongFormat')
// A meter reading's form depends on the entry's unit: checked with the other fields (superRefine).
const meterReading = z.string({ error: 'WrongFormat' }).max(20, 'WrongFormat')
const counter = z.number({ error: 'WrongFormat' }).int('WrongFormat').min(0, 'wrongValue').max(MAX_CYCLES, 'wrongValue')

/** Readings of the entries around a new one, which its counters must continue. */
export type NeighbourReadings = {
  previous?: { hobbs_eng1_end?: string | null; hobbs_unit?: string | null; cnt_cycle_eng1_end?: number | null } | null
  next?: { hobbs_eng1_start?: string | null; hobbs_unit?: string | null; cnt_cycle_eng1_start?: number | null } | null
}

/** What the rules compare an entry with beyond its own fields. */
export type FlightLogContext = NeighbourReadings & {
  /** The clock, in milliseconds (tests fix it). */
  now?: () => number
  /** The aircraft's first day of records (its counters baseline, else the day it was added): no flight before it. */
  recordStart?: string | null
}

const entryShape = {
  customer_aircraft: id,
  registration: z.string({ error: 'EnterRequiredFields' }).trim().min(1, 'EnterRequiredFields'),
  type: z.enum(FLIGHT_LOG_TYPES, { error: 'wrongValue' }).default('origin'),
  // A real calendar day (or an ISO timestamp of one); `2024-02-30` and `2024-01-01 junk` are no dates.
  date: z
    .string({ error: 'EnterRequiredFields' })
    .min(1, 'EnterRequiredFields')
    .refine((value) => parseIsoDate(value) !== null, 'WrongFormat')
    .transform(utcDay),
  nature_of_flight: z.enum(NATURES_OF_FLIGHT, { error: 'wrongValue' }).default('private'),
  pilot: id,
  pilot_duty: z.enum(CREW_DUTIES, { error: 'wrongValue' }).default('pic'),
  copilot: optional(id),
  copilot_duty: optional(z.enum(CREW_DUTIES, { error: 'wrongValue' })),
  cnt_guests: optional(
    z.number({ error: 'WrongFormat' }).int('WrongFormat').min(0, 'wrongValue').max(MAX_GUESTS, 'wrongValue'),
  ),
  location_to: id,
  location_ldg: id,
  is_batch: z.boolean().default(false),
  to_utc: optional(timeOfDay),
  ldg_utc: optional(timeOfDay),
  off_block_utc: optional(timeOfDay),
  on_block_utc: optional(timeOfDay),
  flight_time: optional(hoursMinutes.refine((value) => toMinutes(value) <= 24 * 60, 'wrongValue')),
  cnt_ldg: z
    .number({ error: 'EnterRequiredFields' })
    .int('WrongFormat')
    .min(0, 'wrongValue')
    .max(MAX_LANDINGS, 'wrongValue')
    .default(1),
  // The unit the readings are in (the aircraft's meter; the server fills it in when a client sends none).
  // Absent: hours:minutes, as entries stored before units were recorded.
  hobbs_unit: optional(z.enum(HOBBS_UNITS, { error: 'wrongValue' })),
  hobbs_eng1_start: optional(meterReading),
  hobbs_eng1_end: optional(meterReading),
  cnt_cycle_eng1_start: optional(counter),
  cnt_cycle_eng1_end: optional(counter),
  notes: optional(z.string()),
  // Incidents and observations (AMC1 NCO.GEN.150(a)(11)), technical faults and special occurrences
  // (§ 30(3) LuftBO): kept apart from the notes, so the book and its reader find them.
  incidents: optional(z.string()),
  amends: optional(id),
}

/**
 * A journey-log entry as entered (spec section 5), checked by the add-entry form and by the server
 * alike. Messages are the spec's keys. The context adds what the entry is compared with: the clock,
 * the aircraft's record start and the neighbouring entries' counters.
 */
export function flightLogSchema(flightContext: FlightLogContext = {}) {
  return z
    .object(entryShape)
    .superRefine(
      (entry, context) => {
        // Runs even when fields failed their own checks (`when` below), so a form learns every problem at
        // once; such a field is reported already and skipped here.
        const time = (value: string | undefined) =>
          value !== undefined && TIME_OF_DAY.test(value) ? toMinutes(value) : null
        const unit = hobbsUnitOf(entry.hobbs_unit)
        const reading = (path: 'hobbs_eng1_start' | 'hobbs_eng1_end') => {
          const value = entry[path]
          if (typeof value !== 'string') return null
          const parsed = parseMeterReading(value, unit)
          if (!parsed.ok) issue(path, parsed.message)
          return parsed.ok ? parsed.seconds : null
        }
        const issue = (path: string, message: FlightLogMessage) =>
          context.addIssue({ code: 'custom', path: [path], message })
        if (entry.is_batch) {
          if (!entry.flight_time) issue('flight_time', 'EnterRequiredFields')
        } else {
          if (!entry.to_utc) issue('to_utc', 'EnterRequiredFields')
          if (!entry.ldg_utc) issue('ldg_utc', 'EnterRequiredFields')
          const [takeoff, landing] = [time(entry.to_utc), time(entry.ldg_utc)]
          if (takeoff !== null && landing !== null) {
            // Equal times are no flight; an earlier landing time is on the next day, within the longest flight.
            if (landing === takeoff) issue('ldg_utc', 'landingBeforeTakeoff')
            else if (minutesAcrossMidnight(takeoff, landing) > MAX_FLIGHT_MINUTES) issue('ldg_utc', 'flightTooLong')
          }
        }
        const [offBlock, onBlock] = [time(entry.off_block_utc), time(entry.on_block_utc)]
        if (
          offBlock !== null &&
          onBlock !== null &&
          (onBlock === offBlock || minutesAcrossMidnight(offBlock, onBlock) > MAX_FLIGHT_MINUTES)
        ) {
          issue('on_block_utc', 'onBlockBeforeOffBlock')
        }
        const [hobbsStart, hobbsEnd] = [reading('hobbs_eng1_start'), reading('hobbs_eng1_end')]
        if (hobbsStart !== null && hobbsEnd !== null) {
          if (hobbsEnd < hobbsStart) issue('hobbs_eng1_end', 'endBelowStart')
          else if (hobbsEnd - hobbsStart > MAX_ENGINE_MINUTES_PER_ENTRY * 60)
            issue('hobbs_eng1_end', 'engineTimeTooLong')
        }
        const [cyclesStart, cyclesEnd] = [entry.cnt_cycle_eng1_start, entry.cnt_cycle_eng1_end]
        if (Number.isInteger(cyclesStart) && Number.isInteger(cyclesEnd)) {
          if (cyclesEnd! < cyclesStart!) issue('cnt_cycle_eng1_end', 'endBelowStart')
          else if (cyclesEnd! - cyclesStart! > MAX_CYCLES_PER_ENTRY) issue('cnt_cycle_eng1_end', 'tooManyCycles')
        }
        if (Number.isInteger(entry.copilot) && entry.copilot === entry.pilot) issue('copilot', 'samePilot')
        for (const { path, key } of crewDutyIssues(entry)) issue(path, key)
        for (const { path, key } of flightLogContextIssues(entry, flightContext)) issue(path, key)
        if (
          (entry.type === 'correction' || entry.type === 'addendum') &&
          !(typeof entry.notes === 'string' && entry.notes.trim())
        ) {
          issue('notes', 'EnterRequiredFields')
        }
        if (entry.type === 'correction' && entry.amends === undefined) issue('amends', 'EnterRequiredFields')
        if (entry.type === 'origin' && entry.amends !== undefined) issue('amends', 'wrongValue')
      },
      { when: () => true },
    )
    .transform(canonicalReadings)
}

/**
 * The decimal readings of a valid entry in their unit's canonical form (`4727,3` → `4727.3`); hours and
 * minutes stay as sent, as they always were stored.
 */
function canonicalReadings<T extends { hobbs_unit?: HobbsUnit; hobbs_eng1_start?: string; hobbs_eng1_end?: string }>(
  entry: T,
): T {
  const unit = hobbsUnitOf(entry.hobbs_unit)
  const canonical = (value: string | undefined) => {
    if (value === undefined || unit === 'hh_mm') return value
    const parsed = parseMeterReading(value, unit)
    return parsed.ok ? parsed.reading : value
  }
  return {
    ...entry,
    hobbs_eng1_start: canonical(entry.hobbs_eng1_start),
    hobbs_eng1_end: canonical(entry.hobbs_eng1_end),
  }
}

/** The rules without neighbours or record start: the form's and the server's first check. */
export const flightLogInputSchema = flightLogSchema()

const isCrewDuty = (value: unknown): value is CrewDuty => (CREW_DUTIES as readonly unknown[]).includes(value)
const commands = (duty: unknown) => duty === 'pic' || duty === 'instructor'

/**
 * Which crew field holds the pilot-in-command: the one crew member whose duty is `pic` or `instructor`.
 * Null when there is none or there are two, and for entries stored before duties were recorded.
 */
export function pilotInCommand(entry: {
  pilot_duty?: CrewDuty | null
  copilot_duty?: CrewDuty | null
}): 'pilot' | 'copilot' | null {
  const [pilot, copilot] = [commands(entry.pilot_duty), commands(entry.copilot_duty)]
  if (pilot === copilot) return null
  return pilot ? 'pilot' : 'copilot'
}

/** Crew and passengers (§ 30(3) LuftBO: number of crew and of passengers). */
export function personsOnBoard(entry: { copilot?: unknown; cnt_guests?: number | null }): number {
  return 1 + (entry.copilot ? 1 : 0) + (entry.cnt_guests ?? 0)
}

/**
 * The crew's duties: a copilot has one and only a copilot has one; exactly one pilot-in-command; a
 * student flies with an instructor. A duty that failed its own check, or a copilot's missing one, is
 * reported already: the rules between the two duties wait for both.
 */
function crewDutyIssues(entry: {
  copilot?: unknown
  pilot_duty?: unknown
  copilot_duty?: unknown
}): { path: string; key: FlightLogMessage }[] {
  const issues: { path: string; key: FlightLogMessage }[] = []
  const withCopilot = entry.copilot !== undefined
  if (withCopilot && entry.copilot_duty === undefined) issues.push({ path: 'copilot_duty', key: 'EnterRequiredFields' })
  if (!withCopilot && isCrewDuty(entry.copilot_duty)) issues.push({ path: 'copilot_duty', key: 'wrongValue' })
  const pilotDuty = isCrewDuty(entry.pilot_duty) ? entry.pilot_duty : null
  const copilotDuty = withCopilot && isCrewDuty(entry.copilot_duty) ? entry.copilot_duty : null
  if (pilotDuty === null || (withCopilot && copilotDuty === null)) return issues
  // A student's missing instructor explains a missing pilot-in-command too (a solo student enters `pic`):
  // one message at the pilot's duty.
  if (pilotDuty === 'student' && copilotDuty !== 'instructor') {
    issues.push({ path: 'pilot_duty', key: 'studentNeedsInstructor' })
  } else if (pilotInCommand({ pilot_duty: pilotDuty, copilot_duty: copilotDuty }) === null) {
    issues.push({ path: 'pilot_duty', key: 'onePilotInCommand' })
  }
  if (copilotDuty === 'student' && pilotDuty !== 'instructor') {
    issues.push({ path: 'copilot_duty', key: 'studentNeedsInstructor' })
  }
  return issues
}

/** Minutes from one time of day to the next occurrence of another (over midnight when it is earlier). */
function minutesAcrossMidnight(from: number, to: number) {
  return to > from ? to - from : to + 24 * 60 - from
}

type Checked = {
  date?: unknown
  is_batch?: unknown
  to_utc?: unknown
  ldg_utc?: unknown
  flight_time?: unknown
  type?: unknown
  hobbs_unit?: unknown
  hobbs_eng1_start?: unknown
  hobbs_eng1_end?: unknown
  cnt_cycle_eng1_start?: unknown
  cnt_cycle_eng1_end?: unknown
}

/**
 * The rules that compare an entry with the world around it: not in the future (beyond the clock skew),
 * not before the aircraft's records start, and counters that continue the neighbouring entries' (a
 * correction restates an entry, so it is the one way to explain counters that went back). Fields that
 * failed their own format are skipped.
 */
export function flightLogContextIssues(
  raw: Checked,
  context: FlightLogContext,
): { path: string; key: FlightLogMessage }[] {
  const issues: { path: string; key: FlightLogMessage }[] = []
  const entry = raw as Pick<FlightLogEntry, 'date' | 'is_batch' | 'to_utc' | 'ldg_utc' | 'flight_time'>
  const day = typeof raw.date === 'string' && parseIsoDate(raw.date) ? utcDay(raw.date) : null
  const batch = raw.is_batch === true
  const timesValid = batch
    ? typeof raw.flight_time === 'string' && HOURS_MINUTES.test(raw.flight_time)
    : typeof raw.to_utc === 'string' &&
      TIME_OF_DAY.test(raw.to_utc) &&
      typeof raw.ldg_utc === 'string' &&
      TIME_OF_DAY.test(raw.ldg_utc)
  if (day !== null) {
    const latest = (context.now ?? Date.now)() + CLOCK_SKEW_MINUTES * 60_000
    const times = timesValid ? flightTimes({ ...entry, date: day }) : null
    if (Date.parse(`${day}T00:00:00.000Z`) > latest) issues.push({ path: 'date', key: 'inFuture' })
    else if (times && Date.parse(times.time_takeoff_utc) > latest)
      issues.push({ path: batch ? 'date' : 'to_utc', key: 'inFuture' })
    else if (times && Date.parse(times.time_landing_utc) > latest) {
      issues.push({ path: batch ? 'flight_time' : 'ldg_utc', key: 'inFuture' })
    }
    const start = context.recordStart ? parseIsoDate(context.recordStart) : null
    if (start && day < start.toISOString().slice(0, 10)) issues.push({ path: 'date', key: 'beforeRecordStart' })
  }
  if (raw.type === 'correction') return issues
  // Readings compare as the seconds they stand for, whatever unit each entry was taken in.
  const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null)
  const { previous, next } = context
  const below = (value: number | null, bound: number | null) => value !== null && bound !== null && value < bound
  if (
    below(
      readingSeconds(raw.hobbs_eng1_start, raw.hobbs_unit),
      readingSeconds(previous?.hobbs_eng1_end, previous?.hobbs_unit),
    )
  ) {
    issues.push({ path: 'hobbs_eng1_start', key: 'belowPrevious' })
  }
  if (below(count(raw.cnt_cycle_eng1_start), count(previous?.cnt_cycle_eng1_end))) {
    issues.push({ path: 'cnt_cycle_eng1_start', key: 'belowPrevious' })
  }
  if (
    below(readingSeconds(next?.hobbs_eng1_start, next?.hobbs_unit), readingSeconds(raw.hobbs_eng1_end, raw.hobbs_unit))
  ) {
    issues.push({ path: 'hobbs_eng1_end', key: 'aboveNext' })
  }
  if (below(count(next?.cnt_cycle_eng1_start), count(raw.cnt_cycle_eng1_end))) {
    issues.push({ path: 'cnt_cycle_eng1_end', key: 'aboveNext' })
  }
  return issues
}

export type FlightLogInput = z.input<typeof flightLogInputSchema>
export type FlightLogEntry = z.output<typeof flightLogInputSchema>

/**
 * Takeoff and landing as UTC timestamps. Batch mode: takeoff is the date at 00:00 UTC and landing
 * is takeoff plus the flight duration. A landing time earlier than the takeoff time is on the next day.
 */
export function flightTimes(entry: Pick<FlightLogEntry, 'date' | 'is_batch' | 'to_utc' | 'ldg_utc' | 'flight_time'>) {
  if (entry.is_batch) {
    const takeoff = atUtcTime(entry.date, '00:00')
    const landing = new Date(Date.parse(takeoff) + toMinutes(entry.flight_time ?? '00:00') * 60_000).toISOString()
    return { time_takeoff_utc: takeoff, time_landing_utc: landing }
  }
  const takeoff = atUtcTime(entry.date, entry.to_utc ?? '00:00')
  const sameDay = atUtcTime(entry.date, entry.ldg_utc ?? '00:00')
  const landing = sameDay < takeoff ? new Date(Date.parse(sameDay) + 24 * 60 * 60_000).toISOString() : sameDay
  return { time_takeoff_utc: takeoff, time_landing_utc: landing }
}

/**
 * What the server stores beside a valid entry: its UTC times, its flight time, the persons on board, and
 * the minutes, engine minutes (Hobbs end minus start) and engine cycles the database sums into the
 * carried-forward totals.
 */
export function derivedFlightLogFields(entry: FlightLogEntry) {
  const times = flightTimes(entry)
  const flightMinutes = Math.round((Date.parse(times.time_landing_utc) - Date.parse(times.time_takeoff_utc)) / 60_000)
  const [hobbsStart, hobbsEnd] = [
    readingSeconds(entry.hobbs_eng1_start, entry.hobbs_unit),
    readingSeconds(entry.hobbs_eng1_end, entry.hobbs_unit),
  ]
  // Each reading's minute once, so consecutive entries' engine minutes add up to last minus first reading.
  const hobbs = hobbsStart !== null && hobbsEnd !== null ? readingMinutes(hobbsEnd) - readingMinutes(hobbsStart) : null
  const cycles =
    entry.cnt_cycle_eng1_start !== undefined && entry.cnt_cycle_eng1_end !== undefined
      ? entry.cnt_cycle_eng1_end - entry.cnt_cycle_eng1_start
      : null
  return {
    ...times,
    flight_time: entry.is_batch ? entry.flight_time! : fromMinutes(flightMinutes),
    flight_minutes: flightMinutes,
    engine_minutes: hobbs,
    engine_cycles: cycles,
    persons_on_board: personsOnBoard(entry),
  }
}

/** Carried-forward totals of one aircraft's journey log, as the server reports them with the list. */
export type BoardbookTotals = {
  /** Entries counted: all but those replaced by a correction. */
  flights: number
  minutes: number
  landings: number
  engine_minutes: number
  cycles: number
}

/** The newest entry's end readings, from which the next entry's start readings are prefilled. */
export type LatestReadings = {
  number: number | null
  time_takeoff_utc: string | null
  time_landing_utc: string | null
  hobbs_eng1_end: string | null
  /** The unit of that reading (null: hours:minutes, an entry stored before units were recorded). */
  hobbs_unit?: HobbsUnit | null
  cnt_cycle_eng1_end: number | null
  /** Where that entry landed: the next flight departs from there. */
  arrival?: AerodromeRef | null
}

/** An aerodrome as an entry names it. */
export type AerodromeRef = { id: number; icao: string; apt_name: string }

/**
 * The UTC day of a takeoff at `takeoff` (HH:mm) that has happened: today, or yesterday when that time of
 * day has not come yet today (beyond the clock skew), as for a flight before midnight UTC entered after
 * it. Null for a time that is not one.
 */
export function takeoffDay(takeoff: string, now: Date = new Date()): string | null {
  if (!TIME_OF_DAY.test(takeoff)) return null
  const today = now.toISOString().slice(0, 10)
  const at = Date.parse(`${today}T${takeoff}:00.000Z`)
  return at > now.getTime() + CLOCK_SKEW_MINUTES * 60_000 ? addDays(today, -1) : today
}

/**
 * The addendum question (spec section 4): an entry whose takeoff or landing is earlier than the
 * latest entry's is probably a late entry of an earlier flight.
 */
export function isEarlierThanLatest(
  entry: Pick<FlightLogEntry, 'date' | 'is_batch' | 'to_utc' | 'ldg_utc' | 'flight_time'>,
  latest: Pick<LatestReadings, 'time_takeoff_utc' | 'time_landing_utc'> | null,
): boolean {
  if (!latest?.time_landing_utc) return false
  const times = flightTimes(entry)
  const latestLanding = Date.parse(latest.time_landing_utc)
  return Date.parse(times.time_takeoff_utc) < latestLanding || Date.parse(times.time_landing_utc) < latestLanding
}
