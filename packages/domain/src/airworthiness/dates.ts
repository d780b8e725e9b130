const DAY_MS = 86_400_000

const dayOf = (date: string) => date.slice(0, 10)
const utc = (date: string) => Date.parse(`${dayOf(date)}T00:00:00.000Z`)
const format = (time: number) => new Date(time).toISOString().slice(0, 10)

export function addDays(date: string, days: number): string {
  return format(utc(date) + days * DAY_MS)
}

/** Calendar months; the day is kept where the target month has it, else the month's last day. */
export function addMonths(date: string, months: number): string {
  const [year = 1970, month = 1, day = 1] = dayOf(date).split('-').map(Number)
  const index = year * 12 + (month - 1) + months
  const targetYear = Math.floor(index / 12)
  const targetMonth = index - targetYear * 12
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate()
  return format(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)))
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS)
}
