import { describe, expect, it } from 'vitest'

import { formatMoment, formatDate } from './dates'

describe('formatDate', () => {
  const date = '2026-11-22T21:05:00.000Z'
  it.each([
    ['short', 'de', '22. Nov. 26'],
    ['short', 'en', '22 Nov 26'],
    ['my', 'de', 'Nov. 26'],
    ['my', 'en', 'Nov 26'],
    ['long', 'de', 'Sonntag, 21:05'],
    ['long', 'en', 'Sunday 21:05'],
  ] as const)('%s in %s', (format, language, expected) => {
    expect(formatDate(date, format, language)).toBe(expected)
  })

  it('formats in UTC whatever the browser’s zone', () => {
    expect(formatDate('2026-11-22T23:30:00.000Z', 'short', 'de')).toBe('22. Nov. 26')
  })

  it('returns an empty string for missing or invalid values', () => {
    expect(formatDate(null, 'short', 'de')).toBe('')
    expect(formatDate('not a date', 'short', 'de')).toBe('')
  })
})

describe('formatMoment', () => {
  it('states a moment with its day and the long format, in UTC, and a day as a day', () => {
    expect(formatMoment('2026-11-21T16:42:00.000Z', 'de')).toBe('21. Nov. 26, Samstag, 16:42 UTC')
    expect(formatMoment('2026-11-21T16:42:00.000Z', 'en')).toBe('21 Nov 26, Saturday 16:42 UTC')
    expect(formatMoment('2026-11-21', 'de')).toBe('21. Nov. 26')
  })
})
