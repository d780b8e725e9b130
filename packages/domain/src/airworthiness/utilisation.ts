import { addDays, addMonths } from './dates'
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

const COLUMNS = ['flight_minutes', 'landings', 'engine_minutes', 'engine_cycles'] as const

function add(counters: Counters, day: DailyUse): Counters {
  return {
    airframe_minutes: counters.airframe_minutes + day.flight_minutes,
    landings: counters.landings + day.landings,
    engine_minutes: counters.engine_minutes + day.engine_minutes,
    engine_cycles: counters.engine_cycles + day.engine_cycles,
  }
}

/** The readings at the end of `date` (all days when omitted): carried-over baseline plus the journey log. */
export function countersAt(baseline: CounterBaseline, days: readonly DailyUse[], date?: string): Counters {
  const until = date?.slice(0, 10)
  let counters: Counters = {
    airframe_minutes: baseline.airframe_minutes,
    landings: baseline.landings,
    engine_minutes: baseline.engine_minutes,
    engine_cycles: baseline.engine_cycles,
  }
  for (const day of days) if (until === undefined || day.date <= until) counters = add(counters, day)
  return counters
}

/** Average use per calendar day over the `window` days up to and including today. */
export function averageUse(days: readonly DailyUse[], today: string, window = 90): Utilisation {
  const from = addDays(today, -window)
  const sums = { flight_minutes: 0, landings: 0, engine_minutes: 0, engine_cycles: 0 }
  for (const day of days) {
    if (day.date > from && day.date <= today.slice(0, 10)) for (const column of COLUMNS) sums[column] += day[column]
  }
  return {
    days: window,
    minutes_per_day: sums.flight_minutes / window,
    landings_per_day: sums.landings / window,
    engine_minutes_per_day: sums.engine_minutes / window,
    engine_cycles_per_day: sums.engine_cycles / window,
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
    const month = start.slice(0, 7)
    const inMonth = days.filter((day) => day.date.startsWith(month))
    result.push({
      month,
      flights: inMonth.reduce((sum, day) => sum + day.flights, 0),
      flight_minutes: inMonth.reduce((sum, day) => sum + day.flight_minutes, 0),
      landings: inMonth.reduce((sum, day) => sum + day.landings, 0),
      engine_minutes: inMonth.reduce((sum, day) => sum + day.engine_minutes, 0),
      engine_cycles: inMonth.reduce((sum, day) => sum + day.engine_cycles, 0),
      end: countersAt(baseline, days, addDays(addMonths(start, 1), -1)),
    })
  }
  return result
}
