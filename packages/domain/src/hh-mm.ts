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
