import { fromMinutes, HOURS_MINUTES, toMinutes } from './hh-mm'

export type TotalsEntry = { flight_time?: string | null; cnt_ldg?: number | null }

export type Totals = { flights: number; minutes: number; hours: string; landings: number }

/** Flight time and landings summed over journey-log entries; malformed durations count as zero. */
export function sumTotals(entries: readonly TotalsEntry[]): Totals {
  let minutes = 0
  let landings = 0
  for (const entry of entries) {
    if (entry.flight_time && HOURS_MINUTES.test(entry.flight_time)) minutes += toMinutes(entry.flight_time)
    landings += entry.cnt_ldg ?? 0
  }
  return { flights: entries.length, minutes, hours: fromMinutes(minutes), landings }
}
