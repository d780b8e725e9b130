/** 24-hour clock time of day, 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/

/** A duration or counter reading in hours and minutes; hours may exceed 24 (Hobbs meters). */
export const HOURS_MINUTES = /^\d{1,6}:[0-5]\d$/

export function toMinutes(value: string): number {
  const [hours = 0, minutes = 0] = value.split(':').map(Number)
  return hours * 60 + minutes
}

export function fromMinutes(total: number): string {
  const hours = Math.floor(total / 60)
  const minutes = total % 60
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}

/** `date` (YYYY-MM-DD or an ISO timestamp) at the given UTC time of day, as an ISO timestamp. */
export function atUtcTime(date: string, timeOfDay: string): string {
  const day = date.slice(0, 10)
  return new Date(`${day}T${timeOfDay}:00.000Z`).toISOString()
}

/**
 * What a pilot types on a phone keypad, as HH:mm: `930`, `0930`, `9.30`, `9,30`, `9h30` and `9:30` all
 * become `09:30`; one or two digits are whole hours (`9` → `09:00`); a Hobbs reading keeps its hours
 * (`123430` and `1234.30` → `1234:30`). Anything else stays as typed, for the schema to refuse.
 */
export function normalizeHoursMinutes(input: string): string {
  const value = input.trim()
  const separated = /^(\d{1,6})\s*[:.,hH]\s*(\d{2})$/.exec(value)
  const digits = /^\d{1,8}$/.test(value) ? value : null
  let hours: string
  let minutes: string
  if (separated) [, hours = '', minutes = ''] = separated
  else if (digits && digits.length <= 2) [hours, minutes] = [digits, '00']
  else if (digits) [hours, minutes] = [digits.slice(0, -2), digits.slice(-2)]
  else return input
  if (Number(minutes) > 59 || hours.length > 6) return input
  return `${hours.replace(/^0+(?=\d{2})/, '').padStart(2, '0')}:${minutes}`
}
