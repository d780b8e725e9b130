import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { addDays, addMonths, daysBetween } from './dates'
import { nextDue } from './due'
import type { Interval } from './types'

const TODAY = '2026-11-22'
const basis = { date: '2026-01-01', minutes: 1000 * 60, cycles: 500 }
const reading = (hours: number, cycles = 500) => ({ minutes: hours * 60, cycles })
const rate = (hoursPerDay: number, cyclesPerDay = 0) => ({ minutesPerDay: hoursPerDay * 60, cyclesPerDay })

describe('dates', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-11-22', 12, '2027-11-22'],
    ['2026-11-22T13:45:00.000Z', 2, '2027-01-22'],
  ])('addMonths(%s, %i) = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected)
  })

  it('adds and counts days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(daysBetween('2026-11-22', '2026-11-01')).toBe(-21)
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1)
  })
})

describe('nextDue', () => {
  it.each<[string, Interval, number, number, string, 'ok' | 'due_soon' | 'overdue']>([
    // name, interval, hours now, cycles now, governing, status
    ['hours-limited, plenty left', { hours: 100 }, 1050, 500, 'hours', 'ok'],
    ['hours-limited, exactly 10 % left', { hours: 100 }, 1090, 500, 'hours', 'due_soon'],
    ['hours-limited, 10 % plus a minute left', { hours: 100 }, 1089.98, 500, 'hours', 'ok'],
    ['hours-limited, due now', { hours: 100 }, 1100, 500, 'hours', 'due_soon'],
    ['hours-limited, exceeded', { hours: 100 }, 1100.5, 500, 'hours', 'overdue'],
    ['cycles-limited, exceeded', { cycles: 1000 }, 1001, 1501, 'cycles', 'overdue'],
    ['cycles-limited, within 10 %', { cycles: 1000 }, 1001, 1450, 'cycles', 'due_soon'],
  ])('%s', (_name, interval, hours, cycles, governing, status) => {
    const due = nextDue(interval, basis, { date: '2026-02-01', reading: reading(hours, cycles) }, rate(1, 1))!
    expect(due.status).toBe(status)
    expect(due.governing).toBe(governing)
  })

  it('counts hours and cycles from the basis reading', () => {
    const due = nextDue(
      { hours: 50, cycles: 100 },
      basis,
      { date: '2026-02-01', reading: reading(1020, 530) },
      rate(0),
    )!
    expect(due.due_at).toEqual({ minutes: 1050 * 60, cycles: 600 })
    expect(due.remaining).toEqual({ minutes: 30 * 60, cycles: 70 })
    expect(due.consumed).toBeCloseTo(0.4)
  })

  it('calendar-limited: due on the day the months end, overdue the day after', () => {
    const interval = { months: 12 }
    const onTheDay = nextDue(interval, basis, { date: '2027-01-01', reading: reading(1000) }, rate(0))!
    expect(onTheDay).toMatchObject({
      due_at: { date: '2027-01-01' },
      remaining: { days: 0 },
      status: 'due_soon',
      governing: 'calendar',
      projected_date: '2027-01-01',
    })
    expect(nextDue(interval, basis, { date: '2027-01-02', reading: reading(1000) }, rate(0))!.status).toBe('overdue')
    // 10 % of 365 days is 36.5 days.
    expect(
      nextDue(interval, basis, { date: addDays('2027-01-01', -36), reading: reading(1000) }, rate(0))!.status,
    ).toBe('due_soon')
    expect(
      nextDue(interval, basis, { date: addDays('2027-01-01', -37), reading: reading(1000) }, rate(0))!.status,
    ).toBe('ok')
  })

  it('whichever comes first: the calendar can govern an hours limit and the other way round', () => {
    const interval = { hours: 100, months: 12 }
    // 2 h a day: 100 h last 50 days from the basis, long before 12 months.
    const hoursFirst = nextDue(interval, basis, { date: '2026-01-11', reading: reading(1020) }, rate(2))!
    expect(hoursFirst.governing).toBe('hours')
    expect(hoursFirst.projected_date).toBe(addDays('2026-01-11', 40))
    // 0.1 h a day: the year ends first.
    const calendarFirst = nextDue(interval, basis, { date: '2026-11-01', reading: reading(1030) }, rate(0.1))!
    expect(calendarFirst.governing).toBe('calendar')
    expect(calendarFirst.projected_date).toBe('2027-01-01')
    // Hours exceeded while the calendar is fine is still overdue.
    expect(nextDue(interval, basis, { date: '2026-03-01', reading: reading(1101) }, rate(1))!.status).toBe('overdue')
    // The calendar past while hours are fine is overdue too.
    expect(nextDue(interval, basis, { date: '2027-02-01', reading: reading(1001) }, rate(1))!.status).toBe('overdue')
  })

  it('with zero utilisation an hours limit has no projected date, and nothing crashes', () => {
    const due = nextDue({ hours: 100 }, basis, { date: TODAY, reading: reading(1010) }, rate(0))!
    expect(due.projected_date).toBeNull()
    expect(due.governing).toBe('hours')
    expect(due.status).toBe('ok')
    // A calendar limit still projects.
    expect(
      nextDue({ hours: 100, months: 24 }, basis, { date: TODAY, reading: reading(1010) }, rate(0))!.projected_date,
    ).toBe('2028-01-01')
    // Exceeded hours are due today whatever the use.
    expect(nextDue({ hours: 5 }, basis, { date: TODAY, reading: reading(1010) }, rate(0))!.projected_date).toBe(TODAY)
  })

  it('has nothing to say without a limit', () => {
    expect(nextDue({}, basis, { date: TODAY, reading: reading(1) }, rate(1))).toBeNull()
    expect(
      nextDue({ hours: 0, cycles: null, months: undefined }, basis, { date: TODAY, reading: reading(1) }, rate(1)),
    ).toBeNull()
    expect(nextDue(null, basis, { date: TODAY, reading: reading(1) }, rate(1))).toBeNull()
  })
})

const arbitraryInterval = fc
  .record({
    hours: fc.option(fc.integer({ min: 1, max: 3000 })),
    cycles: fc.option(fc.integer({ min: 1, max: 5000 })),
    months: fc.option(fc.integer({ min: 1, max: 144 })),
  })
  .filter((interval) => interval.hours !== null || interval.cycles !== null || interval.months !== null)
const arbitraryNow = fc.record({
  days: fc.integer({ min: 0, max: 6000 }),
  minutes: fc.integer({ min: 0, max: 300_000 }),
  cycles: fc.integer({ min: 0, max: 8000 }),
})
const arbitraryRate = fc.record({
  minutesPerDay: fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 600, noNaN: true })),
  cyclesPerDay: fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 20, noNaN: true })),
})

describe('nextDue properties', () => {
  const start = { date: '2020-01-01', minutes: 0, cycles: 0 }
  const at = (now: { days: number; minutes: number; cycles: number }) => ({
    date: addDays(start.date, now.days),
    reading: { minutes: now.minutes, cycles: now.cycles },
  })

  it('is overdue exactly when some margin is negative', () => {
    fc.assert(
      fc.property(arbitraryInterval, arbitraryNow, arbitraryRate, (interval, now, rate) => {
        const due = nextDue(interval, start, at(now), rate)!
        const negative = Object.values(due.remaining).some((value) => value! < 0)
        expect(due.status === 'overdue').toBe(negative)
      }),
    )
  })

  it('never projects after the calendar limit, and never an invalid date', () => {
    fc.assert(
      fc.property(arbitraryInterval, arbitraryNow, arbitraryRate, (interval, now, rate) => {
        const due = nextDue(interval, start, at(now), rate)!
        if (due.projected_date !== null) expect(due.projected_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        if (due.due_at.date) expect(due.projected_date! <= due.due_at.date).toBe(true)
        if (
          interval.months === null &&
          rate.minutesPerDay === 0 &&
          rate.cyclesPerDay === 0 &&
          due.status !== 'overdue' &&
          Object.values(due.remaining).every((value) => value! > 0)
        )
          expect(due.projected_date).toBeNull()
      }),
    )
  })

  it('more use never lowers the share consumed', () => {
    fc.assert(
      fc.property(
        arbitraryInterval,
        arbitraryNow,
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 100 }),
        (interval, now, moreMinutes, moreCycles) => {
          const before = nextDue(interval, start, at(now), { minutesPerDay: 0, cyclesPerDay: 0 })!
          const after = nextDue(
            interval,
            start,
            at({ ...now, minutes: now.minutes + moreMinutes, cycles: now.cycles + moreCycles }),
            { minutesPerDay: 0, cyclesPerDay: 0 },
          )!
          expect(after.consumed).toBeGreaterThanOrEqual(before.consumed)
        },
      ),
    )
  })
})
