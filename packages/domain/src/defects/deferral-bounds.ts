import { addDays, addMonths } from '../airworthiness/dates'
import type { Basis, Due } from '../airworthiness/types'
import type { DeferralDeadline } from './types'

/** The longest deferral when the settings name none (ML.A.403 leaves it to the programme): a year, 100 h. */
export const DEFAULT_MAX_DEFERRAL = { months: 12, hours: 100 } as const

export type MaxDeferral = { months: number; hours: number }

/** A scheduled inspection of the maintenance programme and when it falls due (the due engine's). */
export type ScheduledInspection = { name: string; due: Due | null }

/** The limit a deferral's deadline goes beyond, with what the refusal names. */
export type DeferralLimit =
  | { kind: 'maximum'; field: 'deadline_days'; months: number; date: string }
  | { kind: 'maximum'; field: 'deadline_hours'; hours: number }
  | { kind: 'inspection'; field: 'deadline_days'; task: string; date: string }
  | { kind: 'inspection'; field: 'deadline_hours'; task: string; minutes: number }
  | { kind: 'inspection'; field: 'deadline_cycles'; task: string; cycles: number }

/**
 * Whether a deferral's deadline, counted from `basis` (the airframe reading when it is made), goes
 * beyond the longest deferral allowed or beyond the aircraft's next scheduled inspection; the first
 * limit it breaks, null when it keeps them all. Each dimension the deferral sets is compared with the
 * same dimension of the limit: its last day with the months allowed and with an inspection's calendar
 * limit, its hours with the hours allowed and an inspection's airframe hours, its landings with an
 * inspection's landings (a dimension the deferral leaves open is not compared: its other limits end it).
 * An inspection already overdue is not the next one (the due list reports it).
 */
export function deferralLimitExceeded(
  deadline: DeferralDeadline,
  basis: Basis,
  maximum: MaxDeferral,
  inspections: readonly ScheduledInspection[],
): DeferralLimit | null {
  const until = {
    date: deadline.days ? addDays(basis.date, deadline.days) : null,
    minutes: deadline.hours ? basis.minutes + Math.round(deadline.hours * 60) : null,
    cycles: deadline.cycles ? basis.cycles + deadline.cycles : null,
  }
  const latestDay = addMonths(basis.date, maximum.months)
  if (until.date !== null && until.date > latestDay) {
    return { kind: 'maximum', field: 'deadline_days', months: maximum.months, date: latestDay }
  }
  if (deadline.hours && deadline.hours > maximum.hours) {
    return { kind: 'maximum', field: 'deadline_hours', hours: maximum.hours }
  }
  const upcoming = inspections
    .filter((inspection): inspection is { name: string; due: Due } => inspection.due !== null)
    .sort((a, b) => (a.due.projected_date ?? '9999').localeCompare(b.due.projected_date ?? '9999'))
  for (const { name, due } of upcoming) {
    const day = due.due_at.date
    if (until.date !== null && day && day > basis.date && until.date > day) {
      return { kind: 'inspection', field: 'deadline_days', task: name, date: day }
    }
    const minutes = due.due_at.minutes
    if (until.minutes !== null && minutes !== undefined && minutes > basis.minutes && until.minutes > minutes) {
      return { kind: 'inspection', field: 'deadline_hours', task: name, minutes }
    }
    const cycles = due.due_at.cycles
    if (until.cycles !== null && cycles !== undefined && cycles > basis.cycles && until.cycles > cycles) {
      return { kind: 'inspection', field: 'deadline_cycles', task: name, cycles }
    }
  }
  return null
}
