import { describe, expect, it } from 'vitest'

import { atUtcTime, fromMinutes, HOURS_MINUTES, TIME_OF_DAY, toMinutes } from './hh-mm'

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
