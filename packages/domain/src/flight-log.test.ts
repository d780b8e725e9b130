import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  derivedFlightLogFields,
  flightLogContextIssues,
  flightLogInputSchema,
  flightLogSchema,
  flightTimes,
  isEarlierThanLatest,
  MAX_FLIGHT_MINUTES,
  personsOnBoard,
  pilotInCommand,
  takeoffDay,
  type CrewDuty,
  type FlightLogContext,
  type FlightLogInput,
} from './flight-log'
import { fromMinutes } from './hh-mm'
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

/** The natures of flight the journey log offers (AMC1 NCO.GEN.150(a)(10)). */
const NATURES = ['private', 'training', 'check_flight', 'maintenance_flight', 'other'] as const

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
    ['date', '2024-02-30', 'date: WrongFormat'],
    ['date', '2023-02-29', 'date: WrongFormat'],
    ['date', '2024-01-01 junk', 'date: WrongFormat'],
    ['date', '2024-13-01', 'date: WrongFormat'],
    ['date', '2024-01-01T24:00:00Z', 'date: WrongFormat'],
    ['date', '2024-01-01T10:00:00', 'date: WrongFormat'],
    ['date', 20_261_120, 'date: EnterRequiredFields'],
    ['hobbs_eng1_start', '100000:00', 'hobbs_eng1_start: wrongValue'],
    ['cnt_cycle_eng1_start', 1_000_000, 'cnt_cycle_eng1_start: wrongValue'],
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
    ['hobbs_eng1_start', '12.5', 'hobbs_eng1_start: meterFormatHoursMinutes'],
    ['cnt_cycle_eng1_start', 2.5, 'cnt_cycle_eng1_start: WrongFormat'],
    ['type', 'repair', 'type: wrongValue'],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(problems({ ...valid, [field]: value })).toEqual([expected])
  })

  it.each([
    [{ ldg_utc: '09:30' }, 'ldg_utc: flightTooLong'],
    [{ ldg_utc: '10:00' }, 'ldg_utc: landingBeforeTakeoff'],
    [{ to_utc: '20:00', ldg_utc: '12:01' }, 'ldg_utc: flightTooLong'],
    [{ off_block_utc: '10:10', on_block_utc: '10:05' }, 'on_block_utc: onBlockBeforeOffBlock'],
    [{ off_block_utc: '10:10', on_block_utc: '10:10' }, 'on_block_utc: onBlockBeforeOffBlock'],
    [{ hobbs_eng1_start: '1234:30', hobbs_eng1_end: '1258:31' }, 'hobbs_eng1_end: engineTimeTooLong'],
    [{ cnt_cycle_eng1_start: 10, cnt_cycle_eng1_end: 111 }, 'cnt_cycle_eng1_end: tooManyCycles'],
    [{ is_batch: true, to_utc: undefined, ldg_utc: undefined, flight_time: '24:01' }, 'flight_time: wrongValue'],
    [{ hobbs_eng1_start: '1234:30', hobbs_eng1_end: '1234:10' }, 'hobbs_eng1_end: endBelowStart'],
    [{ cnt_cycle_eng1_start: 10, cnt_cycle_eng1_end: 9 }, 'cnt_cycle_eng1_end: endBelowStart'],
    [{ type: 'correction', amends: 5 }, 'notes: EnterRequiredFields'],
    [{ type: 'correction', notes: 'Landings were 2' }, 'amends: EnterRequiredFields'],
    [{ amends: 5 }, 'amends: wrongValue'],
    [{ type: 'addendum', notes: '  ' }, 'notes: EnterRequiredFields'],
    [{ copilot: 7, copilot_duty: 'copilot' }, 'copilot: samePilot'],
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

describe('flights over midnight', () => {
  it.each([
    ['23:30', '00:15', '2026-11-20T23:30:00.000Z', '2026-11-21T00:15:00.000Z', 45],
    ['22:00', '06:00', '2026-11-20T22:00:00.000Z', '2026-11-21T06:00:00.000Z', 480],
    ['10:00', '10:45', '2026-11-20T10:00:00.000Z', '2026-11-20T10:45:00.000Z', 45],
    ['12:00', '04:00', '2026-11-20T12:00:00.000Z', '2026-11-21T04:00:00.000Z', MAX_FLIGHT_MINUTES],
  ])('%s → %s lands at %s … %s, %i minutes', (to, ldg, takeoff, landing, minutes) => {
    const entry = flightLogInputSchema.parse({ ...valid, to_utc: to, ldg_utc: ldg })
    expect(derivedFlightLogFields(entry)).toMatchObject({
      time_takeoff_utc: takeoff,
      time_landing_utc: landing,
      flight_minutes: minutes,
      flight_time: fromMinutes(minutes),
    })
  })

  it('takes a block time over midnight', () => {
    expect(
      problems({ ...valid, to_utc: '23:40', ldg_utc: '00:20', off_block_utc: '23:30', on_block_utc: '00:30' }),
    ).toEqual([])
  })
})

describe('the UTC day a typed takeoff time falls on', () => {
  const now = new Date('2026-11-21T01:10:00.000Z')
  it.each([
    ['00:40', '2026-11-21'],
    ['01:14', '2026-11-21'],
    // Not yet today (beyond five minutes of clock skew): the flight took off before midnight UTC.
    ['01:16', '2026-11-20'],
    ['23:40', '2026-11-20'],
  ])('%s at 01:10 UTC is on %s', (takeoff, day) => {
    expect(takeoffDay(takeoff, now)).toBe(day)
    // The default day never makes the takeoff a future one.
    const entry = { ...valid, date: day, to_utc: takeoff, ldg_utc: takeoff === '23:40' ? '00:20' : takeoff }
    expect(flightLogContextIssues(entry, { now: () => now.getTime() }).map((issue) => issue.key)).not.toContain(
      'inFuture',
    )
  })

  it('is none for a time that is none', () => {
    expect(takeoffDay('24:10', now)).toBeNull()
    expect(takeoffDay('', now)).toBeNull()
  })
})

describe('the entry against the clock, the record start and its neighbours', () => {
  const now = Date.parse('2026-11-20T12:00:00.000Z')
  const at = (context: FlightLogContext, change: Record<string, unknown> = {}) => {
    const result = flightLogSchema({ now: () => now, ...context }).safeParse({ ...valid, ...change })
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  }

  it.each([
    [{ to_utc: '12:04', ldg_utc: '12:05' }, []],
    [{ to_utc: '11:00', ldg_utc: '12:05' }, []],
    [{ to_utc: '11:00', ldg_utc: '12:06' }, ['ldg_utc: inFuture']],
    [{ to_utc: '12:06', ldg_utc: '12:30' }, ['to_utc: inFuture']],
    [{ date: '2026-11-21' }, ['date: inFuture']],
    [{ to_utc: '11:30', ldg_utc: '00:10' }, ['ldg_utc: inFuture']],
    [{ is_batch: true, to_utc: undefined, ldg_utc: undefined, flight_time: '12:06' }, ['flight_time: inFuture']],
    [{ is_batch: true, to_utc: undefined, ldg_utc: undefined, flight_time: '12:05' }, []],
  ])('now 2026-11-20 12:00 UTC, 5 minutes of skew: %j → %j', (change, expected) => {
    expect(at({}, change)).toEqual(expected)
  })

  it.each([
    ['2026-11-20', []],
    ['2026-11-20T00:00:00.000Z', []],
    ['2026-11-21', ['date: beforeRecordStart']],
    ['2026-11-21T00:00:00.000Z', ['date: beforeRecordStart']],
  ])('record start %s → %j', (recordStart, expected) => {
    expect(at({ recordStart })).toEqual(expected)
  })

  const readings = {
    hobbs_eng1_start: '100:00',
    hobbs_eng1_end: '101:00',
    cnt_cycle_eng1_start: 50,
    cnt_cycle_eng1_end: 51,
  }
  it.each([
    [{ previous: { hobbs_eng1_end: '100:00', cnt_cycle_eng1_end: 50 } }, {}, []],
    [{ previous: { hobbs_eng1_end: '99:00', cnt_cycle_eng1_end: 40 } }, {}, []],
    [{ previous: { hobbs_eng1_end: '100:01', cnt_cycle_eng1_end: 50 } }, {}, ['hobbs_eng1_start: belowPrevious']],
    [{ previous: { hobbs_eng1_end: '100:00', cnt_cycle_eng1_end: 51 } }, {}, ['cnt_cycle_eng1_start: belowPrevious']],
    [{ previous: { hobbs_eng1_end: null, cnt_cycle_eng1_end: null } }, {}, []],
    [{ next: { hobbs_eng1_start: '101:00', cnt_cycle_eng1_start: 51 } }, {}, []],
    [{ next: { hobbs_eng1_start: '100:59', cnt_cycle_eng1_start: 51 } }, {}, ['hobbs_eng1_end: aboveNext']],
    [{ next: { hobbs_eng1_start: '101:00', cnt_cycle_eng1_start: 50 } }, {}, ['cnt_cycle_eng1_end: aboveNext']],
    // A correction restates an entry: it is how counters that went back are explained.
    [
      { previous: { hobbs_eng1_end: '200:00', cnt_cycle_eng1_end: 90 } },
      { type: 'correction', amends: 5, notes: 'Hobbs' },
      [],
    ],
  ])('%j, %j → %j', (context, change, expected) => {
    expect(at(context, { ...readings, ...change })).toEqual(expected)
  })

  it('skips fields that failed their own format', () => {
    expect(
      flightLogContextIssues({ date: 'junk', hobbs_eng1_start: 'x' }, { previous: { hobbs_eng1_end: '1:00' } }),
    ).toEqual([])
  })
})

describe('nature of flight, crew duties, persons on board and incidents', () => {
  it('takes a private flight with the pilot as pilot-in-command by default, and no incidents', () => {
    const entry = flightLogInputSchema.parse(valid)
    expect(entry).toMatchObject({ nature_of_flight: 'private', pilot_duty: 'pic' })
    expect(entry.copilot_duty).toBeUndefined()
    expect(entry.incidents).toBeUndefined()
  })

  it('keeps what was entered', () => {
    const entry = flightLogInputSchema.parse({
      ...valid,
      nature_of_flight: 'training',
      pilot_duty: 'student',
      copilot: 8,
      copilot_duty: 'instructor',
      incidents: 'Vogelschlag im Endanflug, keine Beschädigung',
    })
    expect(entry).toMatchObject({
      nature_of_flight: 'training',
      pilot_duty: 'student',
      copilot_duty: 'instructor',
      incidents: 'Vogelschlag im Endanflug, keine Beschädigung',
    })
    expect(flightLogInputSchema.parse({ ...valid, incidents: '', copilot_duty: null }).incidents).toBeUndefined()
  })

  it.each<[Record<string, unknown>, string[]]>([
    // one pilot-in-command; a student beside an instructor
    [{}, []],
    [{ pilot_duty: 'instructor' }, []],
    [{ copilot: 8, copilot_duty: 'copilot' }, []],
    [{ pilot_duty: 'copilot', copilot: 8, copilot_duty: 'pic' }, []],
    [{ pilot_duty: 'student', copilot: 8, copilot_duty: 'instructor' }, []],
    [{ pilot_duty: 'instructor', copilot: 8, copilot_duty: 'student' }, []],
    [{ pilot_duty: 'instructor', copilot: 8, copilot_duty: 'copilot' }, []],
    [{ pilot_duty: 'copilot', copilot: 8, copilot_duty: 'instructor' }, []],
    [{ copilot: null, copilot_duty: '' }, []],
    ...NATURES.map((nature): [Record<string, unknown>, string[]] => [{ nature_of_flight: nature }, []]),
    // a copilot has a duty, and only a copilot has one
    [{ copilot: 8 }, ['copilot_duty: EnterRequiredFields']],
    [{ copilot: 8, copilot_duty: '' }, ['copilot_duty: EnterRequiredFields']],
    [{ pilot_duty: 'student', copilot: 8 }, ['copilot_duty: EnterRequiredFields']],
    [{ copilot_duty: 'copilot' }, ['copilot_duty: wrongValue']],
    [{ copilot: '', copilot_duty: 'pic' }, ['copilot_duty: wrongValue']],
    // exactly one pilot-in-command
    [{ pilot_duty: 'copilot' }, ['pilot_duty: onePilotInCommand']],
    [{ copilot: 8, copilot_duty: 'pic' }, ['pilot_duty: onePilotInCommand']],
    [{ copilot: 8, copilot_duty: 'instructor' }, ['pilot_duty: onePilotInCommand']],
    [{ pilot_duty: 'instructor', copilot: 8, copilot_duty: 'instructor' }, ['pilot_duty: onePilotInCommand']],
    [{ pilot_duty: 'copilot', copilot: 8, copilot_duty: 'copilot' }, ['pilot_duty: onePilotInCommand']],
    [{ pilot_duty: 'copilot', copilot_duty: 'pic' }, ['copilot_duty: wrongValue', 'pilot_duty: onePilotInCommand']],
    // a student needs the other crew member to be the instructor (solo, the student is the PIC)
    [{ pilot_duty: 'student' }, ['pilot_duty: studentNeedsInstructor']],
    [{ pilot_duty: 'student', copilot: 8, copilot_duty: 'pic' }, ['pilot_duty: studentNeedsInstructor']],
    [{ pilot_duty: 'student', copilot: 8, copilot_duty: 'copilot' }, ['pilot_duty: studentNeedsInstructor']],
    [{ copilot: 8, copilot_duty: 'student' }, ['copilot_duty: studentNeedsInstructor']],
    [
      { pilot_duty: 'student', copilot: 8, copilot_duty: 'student' },
      ['pilot_duty: studentNeedsInstructor', 'copilot_duty: studentNeedsInstructor'],
    ],
    [
      { pilot_duty: 'copilot', copilot: 8, copilot_duty: 'student' },
      ['pilot_duty: onePilotInCommand', 'copilot_duty: studentNeedsInstructor'],
    ],
    // values outside the lists
    [{ pilot_duty: 'captain' }, ['pilot_duty: wrongValue']],
    [{ pilot_duty: null }, ['pilot_duty: wrongValue']],
    [{ copilot: 8, copilot_duty: 'captain' }, ['copilot_duty: wrongValue']],
    [{ nature_of_flight: 'aerobatics' }, ['nature_of_flight: wrongValue']],
    [{ nature_of_flight: null }, ['nature_of_flight: wrongValue']],
  ])('%j → %j', (change, expected) => {
    expect(problems({ ...valid, ...change })).toEqual(expected)
  })

  it.each<[CrewDuty | null | undefined, CrewDuty | null | undefined, 'pilot' | 'copilot' | null]>([
    ['pic', undefined, 'pilot'],
    ['instructor', undefined, 'pilot'],
    ['pic', 'copilot', 'pilot'],
    ['pic', 'student', 'pilot'],
    ['instructor', 'student', 'pilot'],
    ['instructor', 'copilot', 'pilot'],
    ['copilot', 'pic', 'copilot'],
    ['student', 'instructor', 'copilot'],
    ['copilot', 'instructor', 'copilot'],
    ['pic', 'pic', null],
    ['pic', 'instructor', null],
    ['instructor', 'instructor', null],
    ['copilot', undefined, null],
    ['student', undefined, null],
    ['copilot', 'copilot', null],
    ['student', 'student', null],
    // An entry stored before duties were recorded.
    [null, null, null],
    [undefined, undefined, null],
  ])('pilot %s, copilot %s: the pilot-in-command is the %s', (pilot_duty, copilot_duty, expected) => {
    expect(pilotInCommand({ pilot_duty, copilot_duty })).toBe(expected)
  })

  it.each([
    [{}, 1],
    [{ copilot: 8 }, 2],
    [{ cnt_guests: 3 }, 4],
    [{ copilot: 8, cnt_guests: 2 }, 4],
    [{ copilot: null, cnt_guests: null }, 1],
    [{ copilot: undefined, cnt_guests: 0 }, 1],
  ])('%j: %i persons on board', (entry, expected) => {
    expect(personsOnBoard(entry)).toBe(expected)
  })

  it('stores the persons on board with the derived fields', () => {
    const entry = flightLogInputSchema.parse({ ...valid, copilot: 8, copilot_duty: 'copilot', cnt_guests: 2 })
    expect(derivedFlightLogFields(entry).persons_on_board).toBe(4)
    expect(derivedFlightLogFields(flightLogInputSchema.parse(valid)).persons_on_board).toBe(1)
  })
})

const validEntry = validFlightLogEntry({ ...valid, copilot: 8, amends: 99 })

describe('flight-log rules, generated', () => {
  it('accepts every generated valid entry', () => {
    fc.assert(
      fc.property(validEntry, (entry) => {
        expect(problems(entry)).toEqual([])
      }),
      { numRuns: 500 },
    )
  })

  it('gives every generated valid entry one pilot-in-command', () => {
    fc.assert(
      fc.property(validEntry, (input) => {
        const entry = flightLogInputSchema.parse(input)
        expect(pilotInCommand(entry)).not.toBeNull()
        if (entry.copilot === undefined) expect(pilotInCommand(entry)).toBe('pilot')
        expect(derivedFlightLogFields(entry).persons_on_board).toBe(
          1 + (entry.copilot ? 1 : 0) + (entry.cnt_guests ?? 0),
        )
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

  it('derives a landing after the takeoff and at most the longest flight later', () => {
    fc.assert(
      fc.property(validEntry, (input) => {
        const entry = flightLogInputSchema.parse(input)
        const derived = derivedFlightLogFields(entry)
        expect(Date.parse(derived.time_landing_utc) - Date.parse(derived.time_takeoff_utc)).toBe(
          derived.flight_minutes * 60_000,
        )
        expect(derived.flight_minutes).toBeGreaterThan(entry.is_batch ? -1 : 0)
        expect(derived.flight_minutes).toBeLessThanOrEqual(entry.is_batch ? 24 * 60 : MAX_FLIGHT_MINUTES)
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
      persons_on_board: 1,
    })
  })

  it('keeps a batch duration as entered, up to the whole day', () => {
    const entry = flightLogInputSchema.parse({ ...valid, is_batch: true, flight_time: '24:00' })
    expect(derivedFlightLogFields(entry)).toMatchObject({
      time_landing_utc: '2026-11-21T00:00:00.000Z',
      flight_time: '24:00',
      flight_minutes: 1440,
      engine_minutes: null,
      engine_cycles: null,
    })
    // One aircraft flies at most the 24 hours of the day the batch stands for.
    expect(problems({ ...valid, is_batch: true, flight_time: '26:05' })).toEqual(['flight_time: wrongValue'])
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
