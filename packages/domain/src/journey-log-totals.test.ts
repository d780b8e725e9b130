import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { countersAt } from './airworthiness/utilisation'
import {
  aircraftTotals,
  carryForward,
  counterBaselineOf,
  dayAtOrBefore,
  daySums,
  landingDay,
  recomputeJourneyLog,
  runningAt,
  type TotalsEntry,
} from './journey-log-totals'

const entry = (id: number, landing: string | null, minutes: number, extra: Partial<TotalsEntry> = {}): TotalsEntry => ({
  id,
  number: id,
  landing,
  flight_minutes: minutes,
  cnt_ldg: 1,
  engine_minutes: minutes + 10,
  engine_cycles: 1,
  ...extra,
})

describe('carried-forward totals', () => {
  it('add each entry to the previous totals; a correction takes out the entry it restates', () => {
    const first = carryForward(null, entry(1, null, 60), null)
    expect(first).toEqual({ flights: 1, minutes: 60, landings: 1, engine_minutes: 70, cycles: 1 })
    const corrected = carryForward(first, { ...entry(2, null, 45), cnt_ldg: 3 }, entry(1, null, 60))
    expect(corrected).toEqual({ flights: 1, minutes: 45, landings: 3, engine_minutes: 55, cycles: 1 })
  })

  it('recompute a log with a correction of an earlier day and an addendum', () => {
    const log = [
      entry(1, '2026-03-01T10:00:00.000Z', 60),
      entry(2, '2026-03-02T09:00:00.000Z', 30),
      entry(3, '2026-03-01T11:30:00.000Z', 90, { type: 'correction', amends: 1 }),
      entry(4, '2026-02-27T08:00:00.000Z', 20, { type: 'addendum' }),
    ]
    const { totals, days } = recomputeJourneyLog(log)
    expect(totals.get('2')).toEqual({ flights: 2, minutes: 90, landings: 2, engine_minutes: 110, cycles: 2 })
    expect(totals.get('3')).toEqual({ flights: 2, minutes: 120, landings: 2, engine_minutes: 140, cycles: 2 })
    expect(totals.get('4')!.minutes).toBe(140)
    expect(days.map((day) => [day.date, day.flights, day.flight_minutes, day.running.minutes])).toEqual([
      ['2026-02-27', 1, 20, 20],
      ['2026-03-01', 1, 90, 110],
      ['2026-03-02', 1, 30, 140],
    ])
    expect(days[1]!.last_landing).toBe('2026-03-01T11:30:00.000Z')
  })

  it('read a day as the last logged day on or before it', () => {
    const { days } = recomputeJourneyLog([entry(1, '2026-03-01T10:00:00Z', 60), entry(2, '2026-03-05T10:00:00Z', 30)])
    expect(dayAtOrBefore(days, '2026-02-28')).toBeNull()
    expect(dayAtOrBefore(days, '2026-03-04')!.date).toBe('2026-03-01')
    expect(dayAtOrBefore(days, '2026-03-05T23:59:00Z')!.date).toBe('2026-03-05')
    expect(runningAt(days).minutes).toBe(90)
    expect(landingDay('2026-03-05 23:30:00+00')).toBe('2026-03-05')
    expect(landingDay(null)).toBeNull()
  })

  it('sum a day from its entries in any order, keeping the latest landing', () => {
    const sums = daySums('2026-03-01', [entry(1, '2026-03-01T12:00:00Z', 10), entry(2, '2026-03-01T09:00:00Z', 20)])
    expect(sums).toMatchObject({ flights: 2, flight_minutes: 30, last_landing: '2026-03-01T12:00:00.000Z' })
  })
})

/** Random logs: origins, addenda and corrections of a not yet corrected earlier entry, landings over 60 days. */
const arbitraryLog = fc
  .array(
    fc.record({
      kind: fc.constantFrom('origin', 'origin', 'addendum', 'correction'),
      day: fc.integer({ min: 0, max: 60 }),
      minute: fc.integer({ min: 0, max: 1439 }),
      minutes: fc.integer({ min: 0, max: 600 }),
      landings: fc.integer({ min: 0, max: 12 }),
      batch: fc.boolean(),
      pick: fc.nat(),
    }),
    { maxLength: 40 },
  )
  .map((steps) => {
    const log: TotalsEntry[] = []
    const corrected = new Set<number>()
    for (const [index, step] of steps.entries()) {
      const id = index + 1
      const candidates = log.filter((earlier) => !corrected.has(Number(earlier.id)))
      const amends =
        step.kind === 'correction' && candidates.length > 0 ? candidates[step.pick % candidates.length]! : null
      if (amends) corrected.add(Number(amends.id))
      const landing = step.batch ? null : new Date(Date.UTC(2026, 0, 1 + step.day, 0, step.minute)).toISOString()
      log.push({
        ...entry(id, landing, step.minutes),
        cnt_ldg: step.landings,
        type: amends ? 'correction' : step.kind === 'addendum' ? 'addendum' : 'origin',
        amends: amends?.id ?? null,
      })
    }
    return log
  })

describe('carried-forward totals (properties)', () => {
  it('entry by entry equal the recomputation, and the newest entry holds the sums over the entries that count', () => {
    fc.assert(
      fc.property(arbitraryLog, (log) => {
        const byId = new Map(log.map((each) => [each.id, each]))
        const { totals, days } = recomputeJourneyLog(log)
        let previous = null
        for (const each of log) {
          const replaced = each.type === 'correction' ? byId.get(each.amends!)! : null
          previous = carryForward(previous, each, replaced)
          expect(totals.get(String(each.id))).toEqual(previous)
        }
        const replacedIds = new Set(log.filter((each) => each.type === 'correction').map((each) => each.amends))
        const counted = log.filter((each) => !replacedIds.has(each.id))
        expect(previous?.minutes ?? 0).toBe(counted.reduce((sum, each) => sum + (each.flight_minutes ?? 0), 0))
        const withLanding = counted.filter((each) => each.landing !== null)
        expect(runningAt(days).flights).toBe(withLanding.length)
      }),
    )
  })

  it('a reading from only the days looked up equals the reading from every day', () => {
    const baseline = { date: null, airframe_minutes: 100, landings: 5, engine_minutes: 120, engine_cycles: 4 }
    fc.assert(
      fc.property(arbitraryLog, fc.integer({ min: -2, max: 64 }), (log, offset) => {
        const { days } = recomputeJourneyLog(log)
        const asked = new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10)
        const sparse = [dayAtOrBefore(days, asked), days.at(-1)].filter((day) => day !== null && day !== undefined)
        expect(countersAt(baseline, sparse, asked)).toEqual(countersAt(baseline, days, asked))
      }),
    )
  })
})

describe('the aircraft’s totals with the paper journey log carried over', () => {
  const recorded = { flights: 3, minutes: 120, landings: 5, engine_minutes: 150, cycles: 3 }

  it('adds the carried readings to what was recorded; the flights stay those recorded', () => {
    const baseline = counterBaselineOf({
      date: '2025-11-27T00:00:00.000Z',
      airframe_minutes: 1000,
      landings: 40,
      engine_minutes: 1200,
      engine_cycles: 30,
    })
    expect(baseline.date).toBe('2025-11-27')
    expect(aircraftTotals(recorded, baseline)).toEqual({
      flights: 3,
      minutes: 1120,
      landings: 45,
      engine_minutes: 1350,
      cycles: 33,
    })
  })

  it('carries nothing over for an aircraft without readings from paper', () => {
    for (const stored of [null, undefined, {}, { date: null, landings: null }]) {
      const baseline = counterBaselineOf(stored)
      expect(baseline).toEqual({ date: null, airframe_minutes: 0, landings: 0, engine_minutes: 0, engine_cycles: 0 })
      expect(aircraftTotals(recorded, baseline)).toEqual(recorded)
    }
  })
})
