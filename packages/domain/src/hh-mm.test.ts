import { describe, expect, it } from 'vitest'

import { atUtcTime, fromMinutes, HOURS_MINUTES, normalizeHoursMinutes, TIME_OF_DAY, toMinutes } from './hh-mm'

describe('HH:mm', () => {
  it.each(['00:00', '09:05', '23:59'])('accepts time of day %s', (value) => {
    expect(TIME_OF_DAY.test(value)).toBe(true)
  })
  it.each(['24:00', '9:05', '12:60', '12:5', 'ab:cd', ''])('rejects time of day %j', (value) => {
    expect(TIME_OF_DAY.test(value)).toBe(false)
  })
  it('accepts counter readings beyond 24 hours', () => {
    expect(HOURS_MINUTES.test('1234:30')).toBe(true)
    expect(HOURS_MINUTES.test('1234:60')).toBe(false)
  })
  it('round-trips minutes', () => {
    for (const total of [0, 1, 59, 60, 1439, 74070]) expect(toMinutes(fromMinutes(total))).toBe(total)
  })
  it('places a time of day on a date in UTC', () => {
    expect(atUtcTime('2026-05-01', '07:45')).toBe('2026-05-01T07:45:00.000Z')
    expect(atUtcTime('2026-05-01T00:00:00.000Z', '23:59')).toBe('2026-05-01T23:59:00.000Z')
  })
})

describe('normalizeHoursMinutes', () => {
  it.each([
    ['0930', '09:30'],
    ['930', '09:30'],
    ['9.30', '09:30'],
    ['9:30', '09:30'],
    ['9,30', '09:30'],
    ['9h30', '09:30'],
    [' 09:30 ', '09:30'],
    ['9', '09:00'],
    ['23', '23:00'],
    ['0', '00:00'],
    ['2359', '23:59'],
    ['123430', '1234:30'],
    ['1234.30', '1234:30'],
    ['1234:30', '1234:30'],
    ['001234:30', '1234:30'],
    ['975', '975'],
    ['9.5', '9.5'],
    ['abc', 'abc'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeHoursMinutes(input)).toBe(expected)
  })

  it('turns every typed form of a valid time of day into one the schema accepts', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 7) {
      const hh = Math.floor(minutes / 60)
      const mm = String(minutes % 60).padStart(2, '0')
      for (const typed of [`${hh}${mm}`, `${hh}.${mm}`, `${hh}:${mm}`]) {
        expect(normalizeHoursMinutes(typed)).toMatch(TIME_OF_DAY)
        expect(toMinutes(normalizeHoursMinutes(typed))).toBe(minutes)
      }
    }
  })
})
