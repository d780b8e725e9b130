/**
 * A calendar day (`2024-02-29`) or an ISO 8601 timestamp with its zone (`2024-02-29T10:15:00.000Z`,
 * `…+02:00`). Nothing else: `Date.parse` also takes `2024-02-30` (as 1 March) and `2024-01-01 junk`
 * (as 1 June, reading "jun"), which would store a day nobody entered.
 */
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:Z|([+-])(\d{2}):(\d{2})))?$/

/** Years a record can carry: nothing before powered flight's century, nothing four digits cannot write. */
const FIRST_YEAR = 1900
const LAST_YEAR = 9999

/** The instant an ISO day or timestamp stands for (a day is 00:00 UTC), or null when it is no real date. */
export function parseIsoDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null
  const match = ISO_DATE.exec(value)
  if (!match) return null
  const [, y, mo, d, h = '0', mi = '0', s = '0', , sign, offsetHours = '0', offsetMinutes = '0'] = match
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return null
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null
  if (hour > 23 || minute > 59 || second > 59) return null
  if (Number(offsetHours) > 14 || Number(offsetMinutes) > 59) return null
  const time = Date.parse(sign === undefined && match[4] === undefined ? `${value}T00:00:00.000Z` : value)
  return Number.isNaN(time) ? null : new Date(time)
}

export const isIsoDate = (value: unknown): value is string => parseIsoDate(value) !== null

/** The UTC calendar day of a valid ISO day or timestamp. */
export function utcDay(value: string): string {
  return parseIsoDate(value)!.toISOString().slice(0, 10)
}

/** Today's UTC calendar day; every date of a record in Flugakte is a UTC day. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}
