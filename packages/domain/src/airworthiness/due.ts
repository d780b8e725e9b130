import { addDays, addMonths, daysBetween } from './dates'
import type { Basis, Dimension, Due, DueStatus, Interval, MeterReading, Rate } from './types'

/** An item is due soon when less than this share of its interval is left, in any dimension. */
export const WARNING_SHARE = 0.1

const set = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0

/** Only the dimensions the interval sets; null, undefined and 0 mean unset. */
export function normaliseInterval(interval: Interval | null | undefined): Interval {
  const result: Interval = {}
  if (set(interval?.hours)) result.hours = interval.hours
  if (set(interval?.cycles)) result.cycles = interval.cycles
  if (set(interval?.months)) result.months = interval.months
  if (set(interval?.days)) result.days = interval.days
  return result
}

type Check = { dimension: Dimension; remaining: number; span: number; used: number; projected: string | null }

const ORDER: Dimension[] = ['calendar', 'hours', 'cycles']

/** Beyond a century a projection says nothing (and would leave the four-digit year). */
const MAX_PROJECTION_DAYS = 36_500

function projection(today: string, remaining: number, perDay: number): string | null {
  if (remaining <= 0) return today
  if (!(perDay > 0)) return null
  const days = Math.ceil(remaining / perDay)
  return days > MAX_PROJECTION_DAYS ? null : addDays(today, days)
}

/**
 * When an item with this interval, counted from `basis`, falls due; whichever dimension comes first
 * decides. Null when the interval sets no dimension.
 */
export function nextDue(
  interval: Interval | null | undefined,
  basis: Basis,
  now: { date: string; reading: MeterReading },
  rate: Rate,
): Due | null {
  const limit = normaliseInterval(interval)
  const today = now.date.slice(0, 10)
  const checks: Check[] = []
  const due: Due['due_at'] = {}
  const remaining: Due['remaining'] = {}
  if (limit.hours !== undefined && limit.hours !== null) {
    const span = Math.round(limit.hours * 60)
    due.minutes = Math.round(basis.minutes + span)
    remaining.minutes = due.minutes - Math.round(now.reading.minutes)
    checks.push({
      dimension: 'hours',
      remaining: remaining.minutes,
      span,
      used: now.reading.minutes - basis.minutes,
      projected: projection(today, remaining.minutes, rate.minutesPerDay),
    })
  }
  if (limit.cycles !== undefined && limit.cycles !== null) {
    due.cycles = basis.cycles + limit.cycles
    remaining.cycles = due.cycles - now.reading.cycles
    checks.push({
      dimension: 'cycles',
      remaining: remaining.cycles,
      span: limit.cycles,
      used: now.reading.cycles - basis.cycles,
      projected: projection(today, remaining.cycles, rate.cyclesPerDay),
    })
  }
  if (limit.months !== undefined && limit.months !== null) {
    due.date = addMonths(basis.date, limit.months)
    remaining.days = daysBetween(today, due.date)
    const span = Math.max(1, daysBetween(basis.date, due.date))
    checks.push({
      dimension: 'calendar',
      remaining: remaining.days,
      span,
      used: daysBetween(basis.date, today),
      projected: due.date,
    })
  }
  if (limit.days !== undefined && limit.days !== null) {
    const date = addDays(basis.date, limit.days)
    // Months and days both set: the earlier day counts.
    if (due.date === undefined || date < due.date) {
      const others = checks.filter((check) => check.dimension !== 'calendar')
      checks.length = 0
      checks.push(...others)
      due.date = date
      remaining.days = daysBetween(today, date)
      checks.push({
        dimension: 'calendar',
        remaining: remaining.days,
        span: Math.max(1, limit.days),
        used: daysBetween(basis.date, today),
        projected: date,
      })
    }
  }
  if (checks.length === 0) return null

  const consumed = Math.max(...checks.map((check) => check.used / check.span))
  const status: DueStatus = checks.some((check) => check.remaining < 0)
    ? 'overdue'
    : checks.some((check) => check.remaining <= WARNING_SHARE * check.span)
      ? 'due_soon'
      : 'ok'
  const projected = checks.filter((check) => check.projected !== null)
  projected.sort(
    (a, b) => a.projected!.localeCompare(b.projected!) || ORDER.indexOf(a.dimension) - ORDER.indexOf(b.dimension),
  )
  const governing =
    projected[0]?.dimension ?? [...checks].sort((a, b) => b.used / b.span - a.used / a.span)[0]?.dimension ?? null
  return {
    limit,
    due_at: due,
    remaining,
    consumed,
    governing,
    status,
    projected_date: projected[0]?.projected ?? null,
  }
}
