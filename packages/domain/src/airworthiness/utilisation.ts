import { addDays, addMonths } from './dates'
import type { BoardbookTotals } from '../flight-log'
import { addTotals, runningAt } from '../journey-log-totals'
import type {
  AirworthinessReport,
  CounterBaseline,
  Counters,
  DailyUse,
  Meter,
  MeterReading,
  MonthlyUse,
  Rate,
} from './types'

export type Utilisation = AirworthinessReport['utilisation']

/** The readings at the end of `date` (all days when omitted): carried-over baseline plus the journey log. */
export function countersAt(baseline: CounterBaseline, days: readonly DailyUse[], date?: string): Counters {
  const logged = runningAt(days, date)
  return {
    airframe_minutes: baseline.airframe_minutes + logged.minutes,
    landings: baseline.landings + logged.landings,
    engine_minutes: baseline.engine_minutes + logged.engine_minutes,
    engine_cycles: baseline.engine_cycles + logged.cycles,
  }
}

/** The journey log's sums over the days after `from` up to and including `to`. */
function usedBetween(days: readonly DailyUse[], from: string, to: string): BoardbookTotals {
  return addTotals(runningAt(days, to), runningAt(days, from), -1)
}

/** The days whose readings the readers below look up for `today`: give the server this list. */
export function utilisationDates(today: string, window = 90, months = 0): string[] {
  const dates = [today.slice(0, 10), addDays(today, -window)]
  const first = addMonths(`${today.slice(0, 7)}-01`, -(months - 1))
  for (let index = 0; index <= months && months > 0; index += 1) dates.push(addDays(addMonths(first, index), -1))
  return dates
}

/** Average use per calendar day over the `window` days up to and including today. */
export function averageUse(days: readonly DailyUse[], today: string, window = 90): Utilisation {
  const used = usedBetween(days, addDays(today, -window), today.slice(0, 10))
  return {
    days: window,
    minutes_per_day: used.minutes / window,
    landings_per_day: used.landings / window,
    engine_minutes_per_day: used.engine_minutes / window,
    engine_cycles_per_day: used.cycles / window,
  }
}

export function meterReading(counters: Counters, meter: Meter): MeterReading {
  return meter === 'engine'
    ? { minutes: counters.engine_minutes, cycles: counters.engine_cycles }
    : { minutes: counters.airframe_minutes, cycles: counters.landings }
}

export function meterRate(use: Utilisation, meter: Meter): Rate {
  return meter === 'engine'
    ? { minutesPerDay: use.engine_minutes_per_day, cyclesPerDay: use.engine_cycles_per_day }
    : { minutesPerDay: use.minutes_per_day, cyclesPerDay: use.landings_per_day }
}

/** The `months` calendar months up to today's, oldest first, with their sums and end-of-month readings. */
export function monthlyUse(
  baseline: CounterBaseline,
  days: readonly DailyUse[],
  today: string,
  months = 24,
): MonthlyUse[] {
  const first = addMonths(`${today.slice(0, 7)}-01`, -(months - 1))
  const result: MonthlyUse[] = []
  for (let index = 0; index < months; index += 1) {
    const start = addMonths(first, index)
    const end = addDays(addMonths(start, 1), -1)
    const used = usedBetween(days, addDays(start, -1), end)
    result.push({
      month: start.slice(0, 7),
      flights: used.flights,
      flight_minutes: used.minutes,
      landings: used.landings,
      engine_minutes: used.engine_minutes,
      engine_cycles: used.cycles,
      end: countersAt(baseline, days, end),
    })
  }
  return result
}
