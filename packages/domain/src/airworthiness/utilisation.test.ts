import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { withRunningTotals } from '../journey-log-totals'
import type { CounterBaseline, DaySums } from './types'
import { averageUse, countersAt, meterRate, meterReading, monthlyUse } from './utilisation'

const baseline: CounterBaseline = {
  date: '2024-12-31',
  airframe_minutes: 1000,
  landings: 100,
  engine_minutes: 1200,
  engine_cycles: 90,
}
const day = (date: string, minutes: number, landings = 1): DaySums => ({
  date,
  flights: 1,
  flight_minutes: minutes,
  landings,
  engine_minutes: minutes + 12,
  engine_cycles: 1,
})

describe('counters', () => {
  const days = withRunningTotals([day('2025-01-10', 60), day('2025-03-05', 90, 3), day('2026-11-22', 30)])

  it('add the journey log to the carried-over readings, up to a day', () => {
    expect(countersAt(baseline, days)).toEqual({
      airframe_minutes: 1180,
      landings: 105,
      engine_minutes: 1416,
      engine_cycles: 93,
    })
    expect(countersAt(baseline, days, '2025-03-05')).toEqual({
      airframe_minutes: 1150,
      landings: 104,
      engine_minutes: 1374,
      engine_cycles: 92,
    })
    expect(countersAt(baseline, days, '2024-01-01')).toEqual({
      airframe_minutes: 1000,
      landings: 100,
      engine_minutes: 1200,
      engine_cycles: 90,
    })
  })

  it('read the airframe meter as flight time and landings, the engine meter as Hobbs time and engine cycles', () => {
    const counters = countersAt(baseline, days)
    expect(meterReading(counters, 'airframe')).toEqual({ minutes: 1180, cycles: 105 })
    expect(meterReading(counters, 'engine')).toEqual({ minutes: 1416, cycles: 93 })
  })
})

describe('averageUse', () => {
  it('averages the 90 days up to today per calendar day; the day 90 days ago is outside', () => {
    const days = withRunningTotals([
      day('2026-08-24', 900),
      day('2026-08-25', 90),
      day('2026-11-22', 90, 2),
      day('2026-11-23', 900),
    ])
    const use = averageUse(days, '2026-11-22')
    expect(use.days).toBe(90)
    expect(use.minutes_per_day).toBeCloseTo(180 / 90)
    expect(use.landings_per_day).toBeCloseTo(3 / 90)
    expect(meterRate(use, 'engine')).toEqual({
      minutesPerDay: use.engine_minutes_per_day,
      cyclesPerDay: use.engine_cycles_per_day,
    })
    expect(meterRate(use, 'airframe')).toEqual({
      minutesPerDay: use.minutes_per_day,
      cyclesPerDay: use.landings_per_day,
    })
  })

  it('is zero without flights', () => {
    expect(averageUse([], '2026-11-22')).toEqual({
      days: 90,
      minutes_per_day: 0,
      landings_per_day: 0,
      engine_minutes_per_day: 0,
      engine_cycles_per_day: 0,
    })
  })
})

describe('monthlyUse', () => {
  it('gives every month of the window, empty ones included, with end-of-month readings', () => {
    const days = withRunningTotals([
      day('2024-11-30', 600),
      day('2025-01-10', 60),
      day('2025-01-31', 30),
      day('2026-11-22', 45),
    ])
    const months = monthlyUse(baseline, days, '2026-11-22')
    expect(months).toHaveLength(24)
    expect(months[0].month).toBe('2024-12')
    expect(months.at(-1)!.month).toBe('2026-11')
    const january = months.find((month) => month.month === '2025-01')!
    expect(january).toMatchObject({ flights: 2, flight_minutes: 90, landings: 2 })
    expect(months.find((month) => month.month === '2025-02')).toMatchObject({ flights: 0, flight_minutes: 0 })
    // The November 2024 flight is before the window but counts in every reading.
    expect(months[0].end.airframe_minutes).toBe(1600)
    expect(january.end.airframe_minutes).toBe(1690)
    expect(months.at(-1)!.end).toEqual(countersAt(baseline, days))
  })
})

describe('counter properties', () => {
  const arbitraryDays = fc.uniqueArray(
    fc.record({
      offset: fc.integer({ min: 0, max: 800 }),
      minutes: fc.integer({ min: 0, max: 600 }),
      landings: fc.integer({ min: 0, max: 10 }),
    }),
    { selector: (entry) => entry.offset, maxLength: 60 },
  )
  const toDays = (entries: { offset: number; minutes: number; landings: number }[]) =>
    withRunningTotals(
      entries
        .map((entry) =>
          day(
            new Date(Date.UTC(2025, 0, 1) + entry.offset * 86_400_000).toISOString().slice(0, 10),
            entry.minutes,
            entry.landings,
          ),
        )
        .sort((a, b) => a.date.localeCompare(b.date)),
    )

  it('the readings over all days are the baseline plus the column sums, and the last month ends there', () => {
    fc.assert(
      fc.property(arbitraryDays, (entries) => {
        const days = toDays(entries)
        const total = countersAt(baseline, days)
        expect(total.airframe_minutes).toBe(
          baseline.airframe_minutes + days.reduce((sum, each) => sum + each.flight_minutes, 0),
        )
        expect(total.landings).toBe(baseline.landings + days.reduce((sum, each) => sum + each.landings, 0))
        expect(monthlyUse(baseline, days, '2027-03-10').at(-1)!.end).toEqual(total)
      }),
    )
  })

  it('readings never go down from one month to the next', () => {
    fc.assert(
      fc.property(arbitraryDays, (entries) => {
        const months = monthlyUse(baseline, toDays(entries), '2027-03-10')
        for (let index = 1; index < months.length; index += 1) {
          expect(months[index].end.airframe_minutes).toBeGreaterThanOrEqual(months[index - 1].end.airframe_minutes)
        }
      }),
    )
  })
})
