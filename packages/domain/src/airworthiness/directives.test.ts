import { describe, expect, it } from 'vitest'

import { directiveDue, type DirectiveTerms } from './directives'

const now = { date: '2026-11-22', reading: { minutes: 1500 * 60, cycles: 900 } }
const rate = { minutesPerDay: 60, cyclesPerDay: 1 }
const effective = { minutes: 1400 * 60, cycles: 800 }
const recurring: DirectiveTerms = {
  effective_date: '2026-06-01',
  recurrence: 'recurring',
  compliance_time: { hours: 150 },
  repeat_interval: { hours: 100, months: 12 },
}
const oneTime: DirectiveTerms = { effective_date: '2026-06-01', recurrence: 'one_time', compliance_time: { months: 6 } }

describe('directiveDue', () => {
  it('open without a record: the compliance time counts from the effective date and its reading', () => {
    expect(directiveDue(recurring, effective, null, now, rate)).toMatchObject({
      status: 'open',
      due: { remaining: { minutes: 50 * 60 }, status: 'ok' },
    })
    expect(directiveDue(oneTime, effective, null, now, rate)).toMatchObject({
      status: 'open',
      due: { due_at: { date: '2026-12-01' }, remaining: { days: 9 }, status: 'due_soon' },
    })
    expect(
      directiveDue(oneTime, effective, { status: 'open', date: '2026-07-01', reading: effective }, now, rate).status,
    ).toBe('open')
  })

  it('complied once: nothing more is due', () => {
    expect(
      directiveDue(oneTime, effective, { status: 'complied', date: '2026-07-01', reading: effective }, now, rate),
    ).toEqual({ status: 'complied', due: null })
  })

  it('recurring: the repeat interval counts from the last compliance', () => {
    const result = directiveDue(
      recurring,
      effective,
      { status: 'complied', date: '2026-09-01', reading: { minutes: 1450 * 60, cycles: 850 } },
      now,
      rate,
    )
    expect(result.status).toBe('recurring')
    expect(result.due).toMatchObject({
      due_at: { minutes: 1550 * 60, date: '2027-09-01' },
      remaining: { minutes: 50 * 60 },
      governing: 'hours',
      projected_date: '2027-01-11',
    })
  })

  it('not applicable: no due date at all', () => {
    expect(
      directiveDue(
        recurring,
        effective,
        { status: 'not_applicable', date: '2026-07-01', reading: effective },
        now,
        rate,
      ),
    ).toEqual({ status: 'not_applicable', due: null })
  })
})
