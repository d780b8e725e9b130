/** The spec's date formats, in UTC (all times in Flugakte are UTC). */
const FORMATS = {
  short: { year: '2-digit', month: 'short', day: 'numeric' },
  long: { weekday: 'long', hour: '2-digit', minute: '2-digit', hour12: false },
  my: { year: '2-digit', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

export type DateFormat = keyof typeof FORMATS

export function formatDate(value: string | number | Date | null | undefined, format: DateFormat, language: string) {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', { ...FORMATS[format], timeZone: 'UTC' }).format(
    date,
  )
}

/**
 * A moment as the app states it everywhere (notices, "as of", history): the short date with the spec's
 * long format (weekday, hour, minute), in UTC; a plain day stays a day.
 */
export function formatMoment(value: string, language: string): string {
  const day = formatDate(value, 'short', language)
  return value.length > 10 ? `${day}, ${formatDate(value, 'long', language)} UTC` : day
}

/** A day written out in full, as certificates state it: "12.08.2027" / "12 Aug 2027". */
export function formatDay(value: string | null | undefined, language: string): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const options: Intl.DateTimeFormatOptions =
    language === 'en'
      ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', options).format(date)
}
