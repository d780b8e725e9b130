import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { isIsoDate, parseIsoDate, utcDay, todayUtc } from './iso-date'

describe('ISO dates', () => {
  it.each([
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2024-02-29T10:15:00.000Z', '2024-02-29T10:15:00.000Z'],
    ['2024-02-29T10:15Z', '2024-02-29T10:15:00.000Z'],
    ['2024-03-01T01:00:00+02:00', '2024-02-29T23:00:00.000Z'],
    ['1900-01-01', '1900-01-01T00:00:00.000Z'],
  ])('%s is %s', (value, instant) => {
    expect(parseIsoDate(value)?.toISOString()).toBe(instant)
  })

  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-04-31',
    '2024-00-10',
    '2024-13-01',
    '2024-01-00',
    '2024-01-01 junk',
    '2024-01-01junk',
    '2024-01-01T10:00:00',
    '2024-01-01T24:00:00Z',
    '2024-01-01T10:60:00Z',
    '2024-01-01T10:00:60Z',
    '2024-01-01T10:00:00+15:00',
    '2024-1-1',
    '24-01-01',
    '0099-01-01',
    ' 2024-01-01',
    '2024-01-01\u0000',
    '',
  ])('%j is no date', (value) => {
    expect(parseIsoDate(value)).toBeNull()
  })

  it.each([null, undefined, 20240101, {}, ['2024-01-01'], true])('%j is no date', (value) => {
    expect(isIsoDate(value)).toBe(false)
  })

  it('reads every real day back as itself', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (date) => {
          const day = date.toISOString().slice(0, 10)
          expect(utcDay(day)).toBe(day)
          expect(parseIsoDate(date.toISOString())?.getTime()).toBe(date.getTime())
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('todayUtc', () => {
  it('is the UTC date even when the local day has already moved on', () => {
    expect(todayUtc(new Date('2026-11-22T23:30:00.000Z'))).toBe('2026-11-22')
    expect(todayUtc(new Date('2026-11-23T00:10:00.000Z'))).toBe('2026-11-23')
  })
})
