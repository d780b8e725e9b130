import type { FLIGHT_LOG_TYPES } from '../flight-log'

/**
 * The defects a pilot confirms before a journey-log entry is stored on a grounded aircraft (ML.A.403):
 * of those grounding it now, every one for a new flight (`origin`); for a correction or an addendum,
 * which restate or add a flight after the fact, those reported at or before its takeoff — a flight that
 * took off after an unsafe report was flown on a grounded aircraft whatever its entry is called, one
 * that took off before it was not.
 */
export function defectsToConfirm<T extends { grounding: boolean; reported_at: string }>(
  defects: readonly T[],
  flight: { type: (typeof FLIGHT_LOG_TYPES)[number]; time_takeoff_utc: string },
): T[] {
  const takeoff = Date.parse(flight.time_takeoff_utc)
  return defects.filter(
    (defect) => defect.grounding && (flight.type === 'origin' || Date.parse(defect.reported_at) <= takeoff),
  )
}
