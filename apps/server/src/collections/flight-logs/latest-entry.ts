import type { AerodromeRef, LatestReadings } from '@flugakte/domain'
import type { PayloadRequest } from 'payload'

import type { FlightLog } from '../../payload-types'

/** The newest entry as the boardbook orders it: last landing first, the higher number on a tie. */
export const NEWEST_FIRST = ['-time_landing_utc', '-number']

type Newest = Pick<
  FlightLog,
  | 'number'
  | 'date'
  | 'time_takeoff_utc'
  | 'time_landing_utc'
  | 'hobbs_eng1_end'
  | 'hobbs_unit'
  | 'cnt_cycle_eng1_end'
  | 'location_ldg'
>

/**
 * The aircraft's newest entry (by landing): the boardbook's `latest`, the offline pack's prefill and the
 * addendum question of a submission. `system` reads under the create's own checks (the numbering lock),
 * otherwise as the caller.
 */
export async function latestEntry(
  req: PayloadRequest,
  aircraftId: number | string,
  { system = false } = {},
): Promise<Newest | null> {
  const found = await req.payload.find({
    collection: 'flight_logs',
    where: { customer_aircraft: { equals: aircraftId } },
    sort: NEWEST_FIRST,
    limit: 1,
    // The landing aerodrome's code and name: the next flight departs from there.
    depth: 1,
    populate: { airports: { icao: true, apt_name: true } },
    pagination: false,
    select: {
      number: true,
      date: true,
      time_takeoff_utc: true,
      time_landing_utc: true,
      hobbs_eng1_end: true,
      hobbs_unit: true,
      cnt_cycle_eng1_end: true,
      location_ldg: true,
    },
    overrideAccess: system,
    user: system ? undefined : req.user,
    req,
  })
  return found.docs[0] ?? null
}

/** The newest entry's end readings, from which the next entry's start readings are prefilled. */
export function readingsOf(newest: Partial<Newest> | null | undefined): LatestReadings | null {
  if (!newest) return null
  return {
    number: newest.number ?? null,
    time_takeoff_utc: newest.time_takeoff_utc ?? null,
    time_landing_utc: newest.time_landing_utc ?? null,
    hobbs_eng1_end: newest.hobbs_eng1_end ?? null,
    hobbs_unit: newest.hobbs_unit ?? null,
    cnt_cycle_eng1_end: newest.cnt_cycle_eng1_end ?? null,
    arrival: aerodromeOf(newest.location_ldg),
  }
}

/** An expanded aerodrome of an entry; an id alone (not expanded) names none. */
function aerodromeOf(airport: FlightLog['location_ldg'] | undefined): AerodromeRef | null {
  if (!airport || typeof airport !== 'object') return null
  return { id: airport.id, icao: airport.icao ?? '', apt_name: airport.apt_name ?? '' }
}
