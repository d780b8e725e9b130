import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { flightLogInputSchema, flightTimes, type FlightLogInput } from './flight-log'
import { fromMinutes } from './hh-mm'

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
    [{ type: 'correction' }, 'notes: EnterRequiredFields'],
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

/** Valid entries: takeoff before landing, counters that only go up. */
const validEntry = fc
  .record({
    takeoff: fc.integer({ min: 0, max: 22 * 60 }),
    airborne: fc.integer({ min: 1, max: 60 }),
    hobbs: fc.integer({ min: 0, max: 99_999 * 60 }),
    running: fc.integer({ min: 0, max: 600 }),
    cycles: fc.nat(100_000),
    guests: fc.integer({ min: 0, max: 3 }),
    landings: fc.integer({ min: 0, max: 100 }),
    type: fc.constantFrom('origin', 'correction', 'addendum'),
  })
  .map((value) => ({
    ...valid,
    to_utc: fromMinutes(value.takeoff),
    ldg_utc: fromMinutes(value.takeoff + value.airborne),
    hobbs_eng1_start: fromMinutes(value.hobbs),
    hobbs_eng1_end: fromMinutes(value.hobbs + value.running),
    cnt_cycle_eng1_start: value.cycles,
    cnt_cycle_eng1_end: value.cycles + 1,
    cnt_guests: value.guests,
    cnt_ldg: value.landings,
    type: value.type,
    notes: value.type === 'origin' ? undefined : 'Nachtrag',
  }))

/** One rule broken at a time, each with the field it must be reported at. */
const breakOne = fc.oneof(
  fc.constant(['pilot', { pilot: undefined }] as const),
  fc.constant(['location_to', { location_to: null }] as const),
  fc.integer({ min: 4, max: 1000 }).map((guests) => ['cnt_guests', { cnt_guests: guests }] as const),
  fc.integer({ min: 101, max: 100_000 }).map((landings) => ['cnt_ldg', { cnt_ldg: landings }] as const),
  fc
    .string()
    .filter((text) => !/^([01]\d|2[0-3]):[0-5]\d$/.test(text) && text !== '')
    .map((text) => ['to_utc', { to_utc: text }] as const),
  fc.constant(['notes', { type: 'correction', notes: '' }] as const),
)

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
      fc.property(validEntry, breakOne, (entry, [field, change]) => {
        const found = problems({ ...entry, ...change })
        expect(found.length).toBeGreaterThan(0)
        expect(found.some((problem) => problem.startsWith(`${field}:`))).toBe(true)
      }),
      { numRuns: 500 },
    )
  })
})
