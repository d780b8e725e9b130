import type { BoardbookTotals } from './flight-log'
import type { CounterBaseline, DailyUse, DaySums } from './airworthiness/types'

/**
 * What the journey log carries forward, as a paper Bordbuch does at the foot of every page: each entry
 * holds the aircraft's totals after it, and each day of landings holds that day's sums and the totals
 * at its end. Every entry counts, except one a later correction replaces (the correction restates it
 * and counts instead). This file is the rule; the server applies it entry by entry inside the create's
 * transaction, and `recomputeJourneyLog` is the full recomputation both are checked against.
 */

export const NO_TOTALS: BoardbookTotals = { flights: 0, minutes: 0, landings: 0, engine_minutes: 0, cycles: 0 }

/** The figures an entry adds: the derived columns the server stores with it. */
export type EntryFigures = {
  flight_minutes?: number | null
  cnt_ldg?: number | null
  engine_minutes?: number | null
  engine_cycles?: number | null
}

/** An entry as the totals see it. `landing` is its UTC landing time (ISO), null for an entry without one. */
export type TotalsEntry = EntryFigures & {
  id: number | string
  number: number
  type?: string | null
  amends?: number | string | null
  landing: string | null
}

const KEYS = ['flights', 'minutes', 'landings', 'engine_minutes', 'cycles'] as const

export function figuresOf(entry: EntryFigures): BoardbookTotals {
  return {
    flights: 1,
    minutes: entry.flight_minutes ?? 0,
    landings: entry.cnt_ldg ?? 0,
    engine_minutes: entry.engine_minutes ?? 0,
    cycles: entry.engine_cycles ?? 0,
  }
}

export function addTotals(a: BoardbookTotals, b: BoardbookTotals, sign: 1 | -1 = 1): BoardbookTotals {
  const sum = { ...a }
  for (const key of KEYS) sum[key] = a[key] + sign * b[key]
  return sum
}

/** The entry a new entry replaces in the totals: the one a correction amends, else none. */
export function replacedBy(entry: Pick<TotalsEntry, 'type' | 'amends'>): number | string | null {
  return entry.type === 'correction' && entry.amends !== undefined && entry.amends !== null ? entry.amends : null
}

/** The totals after a new entry: the previous entry's totals, plus it, minus the entry it replaces. */
export function carryForward(
  previous: BoardbookTotals | null,
  entry: EntryFigures,
  replaced: EntryFigures | null,
): BoardbookTotals {
  const added = addTotals(previous ?? NO_TOTALS, figuresOf(entry))
  return replaced ? addTotals(added, figuresOf(replaced), -1) : added
}

/** The UTC day of a landing time (ISO text or a database's timestamp text). */
export function landingDay(landing: string | Date | null | undefined): string | null {
  if (landing === null || landing === undefined || landing === '') return null
  const time = landing instanceof Date ? landing : new Date(landing)
  return Number.isNaN(time.getTime()) ? null : time.toISOString().slice(0, 10)
}

/** One day's sums over the entries that count and landed that day (any order). */
export function daySums(date: string, entries: readonly (EntryFigures & { landing: string | null })[]): DaySums {
  let lastLanding: string | null = null
  const sums: DaySums = { date, flights: 0, flight_minutes: 0, landings: 0, engine_minutes: 0, engine_cycles: 0 }
  for (const entry of entries) {
    const figures = figuresOf(entry)
    sums.flights += figures.flights
    sums.flight_minutes += figures.minutes
    sums.landings += figures.landings
    sums.engine_minutes += figures.engine_minutes
    sums.engine_cycles += figures.cycles
    const landing = entry.landing ? new Date(entry.landing).toISOString() : null
    if (landing && (lastLanding === null || landing > lastLanding)) lastLanding = landing
  }
  return lastLanding ? { ...sums, last_landing: lastLanding } : sums
}

export function totalsOfDay(day: DaySums): BoardbookTotals {
  return {
    flights: day.flights,
    minutes: day.flight_minutes,
    landings: day.landings,
    engine_minutes: day.engine_minutes,
    cycles: day.engine_cycles,
  }
}

/** Days in date order with the journey log's totals at the end of each. */
export function withRunningTotals(days: readonly DaySums[]): DailyUse[] {
  let running = NO_TOTALS
  return [...days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => {
      running = addTotals(running, totalsOfDay(day))
      return { ...day, running }
    })
}

/**
 * The whole log recomputed from its entries: each entry's totals after it (in number order) and the
 * days with their sums and running totals. What the stored figures must equal.
 */
export function recomputeJourneyLog(entries: readonly TotalsEntry[]): {
  totals: Map<string, BoardbookTotals>
  days: DailyUse[]
} {
  const ordered = [...entries].sort((a, b) => a.number - b.number)
  const byId = new Map(ordered.map((entry) => [String(entry.id), entry]))
  const totals = new Map<string, BoardbookTotals>()
  const replaced = new Set<string>()
  let running: BoardbookTotals = NO_TOTALS
  for (const entry of ordered) {
    const amended = replacedBy(entry)
    const previous = amended === null ? undefined : byId.get(String(amended))
    running = carryForward(running, entry, previous ?? null)
    if (previous) replaced.add(String(previous.id))
    totals.set(String(entry.id), running)
  }
  const perDay = new Map<string, TotalsEntry[]>()
  for (const entry of ordered) {
    const date = landingDay(entry.landing)
    if (date === null || replaced.has(String(entry.id))) continue
    perDay.set(date, [...(perDay.get(date) ?? []), entry])
  }
  return { totals, days: withRunningTotals([...perDay].map(([date, counted]) => daySums(date, counted))) }
}

/** The last day on or before `date` (the newest day when omitted) in days sorted by date, or null. */
export function dayAtOrBefore<T extends { date: string }>(days: readonly T[], date?: string): T | null {
  if (date === undefined) return days.at(-1) ?? null
  const until = date.slice(0, 10)
  let low = 0
  let high = days.length - 1
  let found: T | null = null
  while (low <= high) {
    const middle = (low + high) >> 1
    if (days[middle]!.date <= until) {
      found = days[middle]!
      low = middle + 1
    } else high = middle - 1
  }
  return found
}

/** The journey log's totals at the end of `date` (all days when omitted). */
export function runningAt(days: readonly DailyUse[], date?: string): BoardbookTotals {
  return dayAtOrBefore(days, date)?.running ?? NO_TOTALS
}

/** The counter readings carried over from the paper journey log, as an aircraft's setup stores them. */
export type StoredBaseline = {
  date?: string | null
  airframe_minutes?: number | null
  landings?: number | null
  engine_minutes?: number | null
  engine_cycles?: number | null
} | null

/** The readings carried over from the paper journey log (none: zeros and no date). */
export function counterBaselineOf(stored: StoredBaseline | undefined): CounterBaseline {
  return {
    date: stored?.date ? stored.date.slice(0, 10) : null,
    airframe_minutes: stored?.airframe_minutes ?? 0,
    landings: stored?.landings ?? 0,
    engine_minutes: stored?.engine_minutes ?? 0,
    engine_cycles: stored?.engine_cycles ?? 0,
  }
}

/**
 * The aircraft's totals: what Flugakte recorded plus the readings carried over from the paper journey
 * log. The flights are Flugakte's alone (a paper book's count of flights is not carried over). The
 * boardbook screen shows these, and the printed Bordbuch carries them forward from its first page.
 */
export function aircraftTotals(recorded: BoardbookTotals, baseline: CounterBaseline): BoardbookTotals {
  return {
    flights: recorded.flights,
    minutes: recorded.minutes + baseline.airframe_minutes,
    landings: recorded.landings + baseline.landings,
    engine_minutes: recorded.engine_minutes + baseline.engine_minutes,
    cycles: recorded.cycles + baseline.engine_cycles,
  }
}
