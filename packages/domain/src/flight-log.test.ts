import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  derivedFlightLogFields,
  flightLogInputSchema,
  flightTimes,
  isEarlierThanLatest,
  type FlightLogInput,
} from './flight-log'
import { brokenFlightLogRule, validFlightLogEntry } from './testing/flight-log-arbitraries'

const valid: FlightLogInput = {
  customer_aircraft: 3,
  registration: 'D-EKLU',
  date: '2026-11-20',
  pilot: 7,
  location_to: 11,
  location_ldg: 12,
  to_utc: '10:00',
  ldg_utc: '10:45',
}

function problems(input: Record<string, unknown>) {
  const result = flightLogInputSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('flight-log rules', () => {
  it('accepts a complete entry and fills the defaults', () => {
    const entry = flightLogInputSchema.parse(valid)
    expect(entry.type).toBe('origin')
    expect(entry.cnt_ldg).toBe(1)
    expect(entry.is_batch).toBe(false)
  })

  it.each([
    ['customer_aircraft', undefined, 'customer_aircraft: EnterRequiredFields'],
    ['registration', '', 'registration: EnterRequiredFields'],
    ['date', undefined, 'date: EnterRequiredFields'],
    ['date', '20.11.2026', 'date: WrongFormat'],
    ['pilot', undefined, 'pilot: EnterRequiredFields'],
    ['location_to', undefined, 'location_to: EnterRequiredFields'],
    ['location_ldg', undefined, 'location_ldg: EnterRequiredFields'],
    ['to_utc', undefined, 'to_utc: EnterRequiredFields'],
    ['ldg_utc', '', 'ldg_utc: EnterRequiredFields'],
    ['to_utc', '24:00', 'to_utc: WrongFormat'],
    ['ldg_utc', '9:45', 'ldg_utc: WrongFormat'],
    ['off_block_utc', '12:60', 'off_block_utc: WrongFormat'],
    ['cnt_guests', 4, 'cnt_guests: wrongValue'],
    ['cnt_guests', 1.5, 'cnt_guests: WrongFormat'],
    ['cnt_ldg', 101, 'cnt_ldg: wrongValue'],
    ['cnt_ldg', -1, 'cnt_ldg: wrongValue'],
    ['hobbs_eng1_start', '12.5', 'hobbs_eng1_start: WrongFormat'],
    ['cnt_cycle_eng1_start', 2.5, 'cnt_cycle_eng1_start: WrongFormat'],
    ['type', 'repair', 'type: wrongValue'],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(problems({ ...valid, [field]: value })).toEqual([expected])
  })

  it.each([
    [{ ldg_utc: '09:30' }, 'ldg_utc: landingBeforeTakeoff'],
    [{ ldg_utc: '10:00' }, 'ldg_utc: landingBeforeTakeoff'],
    [{ off_block_utc: '10:10', on_block_utc: '10:05' }, 'on_block_utc: onBlockBeforeOffBlock'],
    [{ hobbs_eng1_start: '1234:30', hobbs_eng1_end: '1234:10' }, 'hobbs_eng1_end: endBelowStart'],
    [{ cnt_cycle_eng1_start: 10, cnt_cycle_eng1_end: 9 }, 'cnt_cycle_eng1_end: endBelowStart'],
    [{ type: 'correction', amends: 5 }, 'notes: EnterRequiredFields'],
    [{ type: 'correction', notes: 'Landings were 2' }, 'amends: EnterRequiredFields'],
    [{ amends: 5 }, 'amends: wrongValue'],
    [{ type: 'addendum', notes: '  ' }, 'notes: EnterRequiredFields'],
  ])('%j → %s', (change, expected) => {
    expect(problems({ ...valid, ...change })).toEqual([expected])
  })

  it('asks for a duration instead of times in batch mode', () => {
    expect(problems({ ...valid, to_utc: undefined, ldg_utc: undefined, is_batch: true })).toEqual([
      'flight_time: EnterRequiredFields',
    ])
    expect(problems({ ...valid, to_utc: undefined, ldg_utc: undefined, is_batch: true, flight_time: '01:30' })).toEqual(
      [],
    )
    expect(problems({ ...valid, is_batch: true, flight_time: '1:3' })).toEqual(['flight_time: WrongFormat'])
  })

  it('places batch flights at 00:00 UTC plus the duration', () => {
    expect(flightTimes({ date: '2026-11-20', is_batch: true, flight_time: '02:15' })).toEqual({
      time_takeoff_utc: '2026-11-20T00:00:00.000Z',
      time_landing_utc: '2026-11-20T02:15:00.000Z',
    })
    expect(flightTimes({ date: '2026-11-20', is_batch: false, to_utc: '10:00', ldg_utc: '10:45' })).toEqual({
      time_takeoff_utc: '2026-11-20T10:00:00.000Z',
      time_landing_utc: '2026-11-20T10:45:00.000Z',
    })
  })
})

const validEntry = validFlightLogEntry({ ...valid, amends: 99 })

describe('flight-log rules, generated', () => {
  it('accepts every generated valid entry', () => {
    fc.assert(
      fc.property(validEntry, (entry) => {
        expect(problems(entry)).toEqual([])
      }),
      { numRuns: 500 },
    )
  })

  it('rejects every entry with one broken rule, at that field', () => {
    fc.assert(
      fc.property(validEntry, brokenFlightLogRule, (entry, [field, change]) => {
        const found = problems({ ...entry, ...change })
        expect(found.length).toBeGreaterThan(0)
        expect(found.some((problem) => problem.startsWith(`${field}:`))).toBe(true)
      }),
      { numRuns: 500 },
    )
  })
})

describe('derived flight-log fields', () => {
  it('stores times, flight time and the figures the totals sum', () => {
    const entry = flightLogInputSchema.parse({
      ...valid,
      hobbs_eng1_start: '1234:50',
      hobbs_eng1_end: '1235:45',
      cnt_cycle_eng1_start: 700,
      cnt_cycle_eng1_end: 701,
    })
    expect(derivedFlightLogFields(entry)).toEqual({
      time_takeoff_utc: '2026-11-20T10:00:00.000Z',
      time_landing_utc: '2026-11-20T10:45:00.000Z',
      flight_time: '00:45',
      flight_minutes: 45,
      engine_minutes: 55,
      engine_cycles: 1,
    })
  })

  it('keeps a batch duration as entered, also beyond a day', () => {
    const entry = flightLogInputSchema.parse({ ...valid, is_batch: true, flight_time: '26:05' })
    expect(derivedFlightLogFields(entry)).toMatchObject({
      time_landing_utc: '2026-11-21T02:05:00.000Z',
      flight_time: '26:05',
      flight_minutes: 1565,
      engine_minutes: null,
      engine_cycles: null,
    })
  })
})

describe('the addendum question', () => {
  const latest = { time_takeoff_utc: '2026-11-20T14:00:00.000Z', time_landing_utc: '2026-11-20T15:00:00.000Z' }
  it.each([
    [{ to_utc: '16:00', ldg_utc: '17:00' }, false],
    [{ to_utc: '15:00', ldg_utc: '15:30' }, false],
    [{ to_utc: '14:59', ldg_utc: '15:30' }, true],
    [{ to_utc: '09:00', ldg_utc: '10:00' }, true],
    [{ date: '2026-11-21', to_utc: '09:00', ldg_utc: '10:00' }, false],
    [{ is_batch: true, flight_time: '01:00' }, true],
  ])('%j → %s', (change, expected) => {
    const entry = flightLogInputSchema.parse({ ...valid, ...change })
    expect(isEarlierThanLatest(entry, latest)).toBe(expected)
  })

  it('never asks for the first entry of an aircraft', () => {
    expect(isEarlierThanLatest(flightLogInputSchema.parse(valid), null)).toBe(false)
  })
})
