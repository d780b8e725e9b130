import { flightTimes, type LatestReadings } from '@flugakte/domain'

import type { OutboxRecord } from '../../../lib/outbox/types'
import { airportOfLabel } from './labels'

/** An outbox entry's takeoff and landing as the server will store them; null for a record it cannot read. */
function timesOf(record: OutboxRecord) {
  try {
    const times = flightTimes(record.entry)
    const landing = Date.parse(times.time_landing_utc)
    return Number.isNaN(landing) ? null : { ...times, landing }
  } catch {
    return null
  }
}

/**
 * The readings a new entry of the aircraft starts from: the journey log's newest entry, unless the
 * author's outbox holds an entry of that aircraft landing at the same time or later, which the server
 * will then count as newest. The outbox entry has no number yet.
 */
export function latestWithOutbox(
  latest: LatestReadings | null,
  outbox: readonly OutboxRecord[],
  aircraftId: number,
): LatestReadings | null {
  let newest: { record: OutboxRecord; times: NonNullable<ReturnType<typeof timesOf>> } | null = null
  for (const record of outbox) {
    if (record.aircraft_id !== aircraftId) continue
    const times = timesOf(record)
    if (!times) continue
    // On the same landing time the later entered one becomes newest (the server gives it the higher number).
    if (
      !newest ||
      times.landing > newest.times.landing ||
      (times.landing === newest.times.landing && record.created_at >= newest.record.created_at)
    ) {
      newest = { record, times }
    }
  }
  if (!newest) return latest
  const latestLanding = latest?.time_landing_utc ? Date.parse(latest.time_landing_utc) : Number.NEGATIVE_INFINITY
  if (newest.times.landing < latestLanding) return latest
  const { entry } = newest.record
  return {
    number: null,
    time_takeoff_utc: newest.times.time_takeoff_utc,
    time_landing_utc: newest.times.time_landing_utc,
    hobbs_eng1_end: entry.hobbs_eng1_end ?? null,
    hobbs_unit: entry.hobbs_unit ?? null,
    cnt_cycle_eng1_end: entry.cnt_cycle_eng1_end ?? null,
    arrival:
      typeof entry.location_ldg === 'number'
        ? airportOfLabel(entry.location_ldg, newest.record.labels.location_ldg ?? '')
        : null,
  }
}
