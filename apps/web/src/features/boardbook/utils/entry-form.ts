import type { CrewDuty, FlightLogEntry, HobbsUnit, LatestReadings, NatureOfFlight } from '@flugakte/domain'
import type { Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { convertMeterReading, flightLogInputSchema, todayUtc } from '@flugakte/domain'

import type { FlightLogType, SelectedAircraft } from '../api/types'

/**
 * The add-entry form as its inputs hold it: empty pickers are null, empty text and number inputs are
 * '' (Mantine's NumberInput), and the domain schema turns them into an entry or its messages.
 */
export type EntryFormValues = {
  customer_aircraft: number
  registration: string
  type: FlightLogType
  amends: number | null
  date: string
  nature_of_flight: NatureOfFlight
  pilot: number | null
  pilot_duty: CrewDuty
  copilot: number | null
  /** Empty while there is no copilot. */
  copilot_duty: CrewDuty | ''
  cnt_guests: number | string
  location_to: number | null
  location_ldg: number | null
  is_batch: boolean
  off_block_utc: string
  to_utc: string
  ldg_utc: string
  on_block_utc: string
  flight_time: string
  cnt_ldg: number | string
  /** The unit the Hobbs readings are taken in: the aircraft's meter's (no input of its own). */
  hobbs_unit: HobbsUnit
  hobbs_eng1_start: string
  hobbs_eng1_end: string
  cnt_cycle_eng1_start: number | string
  cnt_cycle_eng1_end: number | string
  incidents: string
  notes: string
}

export type EntryField = keyof EntryFormValues

export const ENTRY_FIELDS = [
  'customer_aircraft',
  'registration',
  'type',
  'amends',
  'date',
  'nature_of_flight',
  'pilot',
  'pilot_duty',
  'copilot',
  'copilot_duty',
  'cnt_guests',
  'location_to',
  'location_ldg',
  'is_batch',
  'off_block_utc',
  'to_utc',
  'ldg_utc',
  'on_block_utc',
  'flight_time',
  'cnt_ldg',
  'hobbs_unit',
  'hobbs_eng1_start',
  'hobbs_eng1_end',
  'cnt_cycle_eng1_start',
  'cnt_cycle_eng1_end',
  'incidents',
  'notes',
] as const satisfies readonly EntryField[]

// The schema's input type accepts anything for optional fields; the form's own shape is stricter.
export const entryResolver = zodResolver(flightLogInputSchema) as unknown as Resolver<
  EntryFormValues,
  unknown,
  FlightLogEntry
>

/**
 * The latest end reading as the meter shows it now: in the meter's unit when the aircraft's unit changed
 * since and the reading has a form in it (`4726:30` → `4726.5`), else none.
 */
export function carriedHobbs(latest: LatestReadings | null | undefined, unit: HobbsUnit): string {
  if (!latest?.hobbs_eng1_end) return ''
  return convertMeterReading(latest.hobbs_eng1_end, latest.hobbs_unit, unit) ?? ''
}

/**
 * A fresh entry: today (UTC), origin, a private flight, one landing, the signed-in pilot in command,
 * departing (and by default landing) where the aircraft last landed, counters carried forward,
 * readings in the meter's unit.
 */
export function emptyEntry(
  aircraft: SelectedAircraft,
  pilot: number | null,
  latest: LatestReadings | null | undefined,
  hobbsUnit: HobbsUnit = 'hh_mm',
): EntryFormValues {
  return {
    customer_aircraft: aircraft.id,
    registration: aircraft.registration,
    type: 'origin',
    amends: null,
    date: todayUtc(),
    nature_of_flight: 'private',
    pilot,
    pilot_duty: 'pic',
    copilot: null,
    copilot_duty: '',
    cnt_guests: '',
    location_to: latest?.arrival?.id ?? null,
    location_ldg: latest?.arrival?.id ?? null,
    is_batch: false,
    off_block_utc: '',
    to_utc: '',
    ldg_utc: '',
    on_block_utc: '',
    flight_time: '',
    cnt_ldg: 1,
    hobbs_unit: hobbsUnit,
    hobbs_eng1_start: carriedHobbs(latest, hobbsUnit),
    hobbs_eng1_end: '',
    cnt_cycle_eng1_start: latest?.cnt_cycle_eng1_end ?? '',
    cnt_cycle_eng1_end: '',
    incidents: '',
    notes: '',
  }
}
