import fc from 'fast-check'

import {
  MAX_FLIGHT_MINUTES,
  MAX_HOBBS_MINUTES,
  NATURES_OF_FLIGHT,
  type CrewDuty,
  type FlightLogInput,
} from '../flight-log'
import { fromMinutes, TIME_OF_DAY } from '../hh-mm'

/** The ids a generated entry points at: an aircraft, a pilot, two airports, an entry a correction amends. */
export type FlightLogBase = Omit<FlightLogInput, 'amends'> & { amends: number }

/** A pilot alone, the pilot's duty left to its default or entered. */
const SOLO: { pilot_duty?: CrewDuty }[] = [{}, { pilot_duty: 'pic' }]

/** Duties of pilot and copilot with one pilot-in-command, and a student only beside an instructor. */
const CREWS: { pilot_duty?: CrewDuty; copilot_duty: CrewDuty }[] = [
  { copilot_duty: 'copilot' },
  { pilot_duty: 'pic', copilot_duty: 'copilot' },
  { pilot_duty: 'copilot', copilot_duty: 'pic' },
  { pilot_duty: 'student', copilot_duty: 'instructor' },
  { pilot_duty: 'instructor', copilot_duty: 'student' },
  { pilot_duty: 'instructor', copilot_duty: 'copilot' },
  { pilot_duty: 'copilot', copilot_duty: 'instructor' },
]

/**
 * Valid entries: landing after takeoff (on the next day when its time is earlier), counters that only
 * go up, notes and references where required, crew duties that fit. The base's date must lie in the
 * past; a base with a copilot gives generated crews of two (else the pilot flies alone).
 */
export function validFlightLogEntry(base: FlightLogBase) {
  const { copilot, ...rest } = base
  const crew =
    copilot === undefined || copilot === null
      ? fc.constantFrom(...SOLO)
      : fc.oneof(
          fc.constantFrom(...SOLO),
          fc.constantFrom(...CREWS).map((duties) => ({ ...duties, copilot })),
        )
  return fc
    .record({
      crew,
      nature: fc.option(fc.constantFrom(...NATURES_OF_FLIGHT), { nil: undefined }),
      incidents: fc.option(fc.constantFrom('Vogelschlag im Endanflug', 'Motor lief kurz rau'), { nil: undefined }),
      takeoff: fc.integer({ min: 0, max: 24 * 60 - 1 }),
      airborne: fc.oneof(fc.integer({ min: 1, max: 90 }), fc.integer({ min: 1, max: MAX_FLIGHT_MINUTES })),
      // The end reading (start plus running) stays on the meter.
      hobbs: fc.integer({ min: 0, max: MAX_HOBBS_MINUTES - 600 }),
      running: fc.integer({ min: 0, max: 600 }),
      cycles: fc.nat(100_000),
      guests: fc.integer({ min: 0, max: 3 }),
      landings: fc.integer({ min: 0, max: 100 }),
      type: fc.constantFrom('origin' as const, 'correction' as const, 'addendum' as const),
      batch: fc.boolean(),
    })
    .map((value): FlightLogInput => ({
      ...rest,
      ...value.crew,
      nature_of_flight: value.nature,
      incidents: value.incidents,
      is_batch: value.batch,
      to_utc: value.batch ? undefined : fromMinutes(value.takeoff),
      ldg_utc: value.batch ? undefined : fromMinutes((value.takeoff + value.airborne) % (24 * 60)),
      flight_time: value.batch ? fromMinutes(Math.min(value.airborne, 24 * 60)) : undefined,
      hobbs_eng1_start: fromMinutes(value.hobbs),
      hobbs_eng1_end: fromMinutes(value.hobbs + value.running),
      cnt_cycle_eng1_start: value.cycles,
      cnt_cycle_eng1_end: value.cycles + 1,
      cnt_guests: value.guests,
      cnt_ldg: value.landings,
      type: value.type,
      notes: value.type === 'origin' ? undefined : 'Nachtrag',
      amends: value.type === 'correction' ? base.amends : undefined,
    }))
}

/** One rule broken at a time, with the field it must be reported at. */
export const brokenFlightLogRule = fc.oneof(
  fc.constant(['pilot', { pilot: undefined }] as const),
  fc.constant(['location_to', { location_to: null }] as const),
  fc.constant(['registration', { registration: ' ' }] as const),
  fc.constant(['date', { date: '' }] as const),
  fc.integer({ min: 4, max: 1000 }).map((guests) => ['cnt_guests', { cnt_guests: guests }] as const),
  fc.integer({ min: 101, max: 100_000 }).map((landings) => ['cnt_ldg', { cnt_ldg: landings }] as const),
  fc.integer({ min: -1000, max: -1 }).map((landings) => ['cnt_ldg', { cnt_ldg: landings }] as const),
  fc
    .string()
    .filter((text) => !TIME_OF_DAY.test(text) && text.trim() !== '')
    .map((text) => ['to_utc', { is_batch: false, to_utc: text }] as const),
  fc.constant(['ldg_utc', { is_batch: false, to_utc: '12:00', ldg_utc: '11:59' }] as const),
  fc.constant(['ldg_utc', { is_batch: false, to_utc: '12:00', ldg_utc: '12:00' }] as const),
  fc
    .constantFrom('2024-02-30', '2024-01-01 junk', '2023-13-01', '2026-11-20T25:00:00Z')
    .map((date) => ['date', { date }] as const),
  fc
    .integer({ min: 1, max: 50 })
    .map((years) => ['date', { date: `${new Date().getUTCFullYear() + years}-01-01` }] as const),
  fc.constant(['hobbs_eng1_end', { hobbs_eng1_start: '100:00', hobbs_eng1_end: '124:01' }] as const),
  fc.constant(['hobbs_eng1_start', { hobbs_eng1_start: '100000:00', hobbs_eng1_end: '100001:00' }] as const),
  fc.constant(['cnt_cycle_eng1_end', { cnt_cycle_eng1_start: 5, cnt_cycle_eng1_end: 106 }] as const),
  fc.constant(['cnt_cycle_eng1_start', { cnt_cycle_eng1_start: 1_000_000, cnt_cycle_eng1_end: 1_000_001 }] as const),
  fc.constant(['flight_time', { is_batch: true, flight_time: '24:01' }] as const),
  fc.constant(['flight_time', { is_batch: true, flight_time: undefined }] as const),
  fc.constant(['hobbs_eng1_end', { hobbs_eng1_start: '100:00', hobbs_eng1_end: '99:59' }] as const),
  fc.constant(['cnt_cycle_eng1_end', { cnt_cycle_eng1_start: 5, cnt_cycle_eng1_end: 4 }] as const),
  fc.constant(['notes', { type: 'addendum', notes: '' }] as const),
  fc.constant(['amends', { type: 'correction', notes: 'Korrektur', amends: undefined }] as const),
  fc.constantFrom('captain', 'PIC', '').map((duty) => ['pilot_duty', { pilot_duty: duty }] as const),
  fc.constant(['nature_of_flight', { nature_of_flight: 'aerobatics' }] as const),
  // Alone, the pilot is the pilot-in-command: as copilot or student there is none.
  fc
    .constantFrom('copilot', 'student')
    .map((duty) => ['pilot_duty', { pilot_duty: duty, copilot: undefined }] as const),
  fc
    .constantFrom(...(['pic', 'copilot', 'instructor', 'student'] as const))
    .map((duty) => ['copilot_duty', { copilot: undefined, copilot_duty: duty }] as const),
  // A copilot (an id no generated pilot has) without a duty, two pilots-in-command, a student beside a PIC.
  fc.constant(['copilot_duty', { copilot: 999_999, copilot_duty: undefined }] as const),
  fc.constant(['pilot_duty', { pilot_duty: 'pic', copilot: 999_999, copilot_duty: 'instructor' }] as const),
  fc.constant(['copilot_duty', { pilot_duty: 'pic', copilot: 999_999, copilot_duty: 'student' }] as const),
)
