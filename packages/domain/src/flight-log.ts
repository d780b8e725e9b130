import { z } from 'zod'

import { atUtcTime, fromMinutes, HOURS_MINUTES, TIME_OF_DAY, toMinutes } from './hh-mm'

export const FLIGHT_LOG_TYPES = ['origin', 'correction', 'addendum'] as const
export const MAX_GUESTS = 3
export const MAX_LANDINGS = 100

/** The spec's message keys (section 8); forms translate them, the server answers with their text. */
export type FlightLogMessage =
  | 'EnterRequiredFields'
  | 'WrongFormat'
  | 'wrongValue'
  | 'landingBeforeTakeoff'
  | 'onBlockBeforeOffBlock'
  | 'endBelowStart'

export const FLIGHT_LOG_MESSAGES: Record<FlightLogMessage, { de: string; en: string }> = {
  EnterRequiredFields: { de: 'Bitte alle Pflichtfelder ausfüllen', en: 'Please enter all required fields' },
  WrongFormat: { de: 'Falsches Format', en: 'Wrong format' },
  wrongValue: { de: 'Falscher Wert', en: 'Wrong value' },
  landingBeforeTakeoff: { de: 'Die Landung muss nach dem Start liegen', en: 'Landing must be after takeoff' },
  onBlockBeforeOffBlock: { de: 'On-Block muss nach Off-Block liegen', en: 'On-block must be after off-block' },
  endBelowStart: {
    de: 'Der Endstand darf nicht unter dem Anfangsstand liegen',
    en: 'The end reading must not be below the start',
  },
}

const id = z.number({ error: 'EnterRequiredFields' }).int('wrongValue').positive('wrongValue')
const empty = (value: unknown) => value === undefined || value === null || value === ''
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (empty(value) ? undefined : value), schema.optional())
const timeOfDay = z.string().regex(TIME_OF_DAY, 'WrongFormat')
const hoursMinutes = z.string().regex(HOURS_MINUTES, 'WrongFormat')
const counter = z.number({ error: 'WrongFormat' }).int('WrongFormat').min(0, 'wrongValue')

/**
 * A journey-log entry as entered (spec section 5), checked by the add-entry form and by the server
 * alike. Messages are the spec's keys.
 */
export const flightLogInputSchema = z
  .object({
    customer_aircraft: id,
    registration: z.string({ error: 'EnterRequiredFields' }).trim().min(1, 'EnterRequiredFields'),
    type: z.enum(FLIGHT_LOG_TYPES, { error: 'wrongValue' }).default('origin'),
    date: z
      .string({ error: 'EnterRequiredFields' })
      .min(1, 'EnterRequiredFields')
      .refine(
        (value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value.slice(0, 10))),
        'WrongFormat',
      ),
    pilot: id,
    copilot: optional(id),
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
    flight_time: optional(hoursMinutes),
    cnt_ldg: z
      .number({ error: 'EnterRequiredFields' })
      .int('WrongFormat')
      .min(0, 'wrongValue')
      .max(MAX_LANDINGS, 'wrongValue')
      .default(1),
    hobbs_eng1_start: optional(hoursMinutes),
    hobbs_eng1_end: optional(hoursMinutes),
    cnt_cycle_eng1_start: optional(counter),
    cnt_cycle_eng1_end: optional(counter),
    notes: optional(z.string()),
    amends: optional(id),
  })
  .superRefine(
    (entry, context) => {
      // Runs even when fields failed their own checks (`when` below), so a form learns every problem at
      // once; such a field is reported already and skipped here.
      const time = (value: string | undefined) =>
        value !== undefined && TIME_OF_DAY.test(value) ? toMinutes(value) : null
      const reading = (value: string | undefined) =>
        value !== undefined && HOURS_MINUTES.test(value) ? toMinutes(value) : null
      const issue = (path: string, message: FlightLogMessage) =>
        context.addIssue({ code: 'custom', path: [path], message })
      if (entry.is_batch) {
        if (!entry.flight_time) issue('flight_time', 'EnterRequiredFields')
      } else {
        if (!entry.to_utc) issue('to_utc', 'EnterRequiredFields')
        if (!entry.ldg_utc) issue('ldg_utc', 'EnterRequiredFields')
        const [takeoff, landing] = [time(entry.to_utc), time(entry.ldg_utc)]
        if (takeoff !== null && landing !== null && landing <= takeoff) issue('ldg_utc', 'landingBeforeTakeoff')
      }
      const [offBlock, onBlock] = [time(entry.off_block_utc), time(entry.on_block_utc)]
      if (offBlock !== null && onBlock !== null && onBlock <= offBlock) issue('on_block_utc', 'onBlockBeforeOffBlock')
      const [hobbsStart, hobbsEnd] = [reading(entry.hobbs_eng1_start), reading(entry.hobbs_eng1_end)]
      if (hobbsStart !== null && hobbsEnd !== null && hobbsEnd < hobbsStart) issue('hobbs_eng1_end', 'endBelowStart')
      const [cyclesStart, cyclesEnd] = [entry.cnt_cycle_eng1_start, entry.cnt_cycle_eng1_end]
      if (Number.isInteger(cyclesStart) && Number.isInteger(cyclesEnd) && cyclesEnd! < cyclesStart!) {
        issue('cnt_cycle_eng1_end', 'endBelowStart')
      }
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

export type FlightLogInput = z.input<typeof flightLogInputSchema>
export type FlightLogEntry = z.output<typeof flightLogInputSchema>

/**
 * Takeoff and landing as UTC timestamps. Batch mode: takeoff is the date at 00:00 UTC and landing
 * is takeoff plus the flight duration.
 */
export function flightTimes(entry: Pick<FlightLogEntry, 'date' | 'is_batch' | 'to_utc' | 'ldg_utc' | 'flight_time'>) {
  if (entry.is_batch) {
    const takeoff = atUtcTime(entry.date, '00:00')
    const landing = new Date(Date.parse(takeoff) + toMinutes(entry.flight_time ?? '00:00') * 60_000).toISOString()
    return { time_takeoff_utc: takeoff, time_landing_utc: landing }
  }
  return {
    time_takeoff_utc: atUtcTime(entry.date, entry.to_utc ?? '00:00'),
    time_landing_utc: atUtcTime(entry.date, entry.ldg_utc ?? '00:00'),
  }
}

/**
 * What the server stores beside a valid entry: its UTC times, its flight time, and the minutes,
 * engine minutes (Hobbs end minus start) and engine cycles the database sums into the carried-forward
 * totals.
 */
export function derivedFlightLogFields(entry: FlightLogEntry) {
  const times = flightTimes(entry)
  const flightMinutes = Math.round((Date.parse(times.time_landing_utc) - Date.parse(times.time_takeoff_utc)) / 60_000)
  const hobbs =
    entry.hobbs_eng1_start !== undefined && entry.hobbs_eng1_end !== undefined
      ? toMinutes(entry.hobbs_eng1_end) - toMinutes(entry.hobbs_eng1_start)
      : null
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
  cnt_cycle_eng1_end: number | null
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
