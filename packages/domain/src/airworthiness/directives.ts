import { nextDue } from './due'
import type { AdStatus, Due, Interval, MeterReading, Rate } from './types'

export type DirectiveTerms = {
  effective_date: string
  recurrence: 'one_time' | 'recurring'
  /** Counted from the effective date. */
  compliance_time?: Interval | null
  /** Counted from the last compliance. */
  repeat_interval?: Interval | null
}

export type LastCompliance = { status: AdStatus; date: string; reading: MeterReading }

/** Where an AD stands for one aircraft or part, from its terms and the record that counts. */
export function directiveDue(
  terms: DirectiveTerms,
  effectiveReading: MeterReading,
  last: LastCompliance | null,
  now: { date: string; reading: MeterReading },
  rate: Rate,
): { status: AdStatus; due: Due | null } {
  if (!last || last.status === 'open') {
    return {
      status: 'open',
      due: nextDue(terms.compliance_time, { date: terms.effective_date, ...effectiveReading }, now, rate),
    }
  }
  if (last.status === 'not_applicable') return { status: 'not_applicable', due: null }
  if (terms.recurrence === 'one_time') return { status: 'complied', due: null }
  return { status: 'recurring', due: nextDue(terms.repeat_interval, { date: last.date, ...last.reading }, now, rate) }
}
