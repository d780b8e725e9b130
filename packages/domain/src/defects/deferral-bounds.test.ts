import { describe, expect, it } from 'vitest'

import type { Due } from '../airworthiness/types'
import { DEFAULT_MAX_DEFERRAL, deferralLimitExceeded } from './deferral-bounds'

const basis = { date: '2026-03-01', minutes: 60_000, cycles: 3000 }
const deadline = (values: Partial<{ hours: number; cycles: number; days: number }>) => ({
  hours: values.hours ?? null,
  cycles: values.cycles ?? null,
  days: values.days ?? null,
})
const due = (due_at: Due['due_at'], projected_date: string | null = due_at.date ?? null): Due => ({
  limit: {},
  due_at,
  remaining: {},
  consumed: 0.5,
  governing: null,
  status: 'ok',
  projected_date,
})

describe('deferralLimitExceeded', () => {
  it('keeps a deferral within a year and 100 hours when no inspection comes first', () => {
    expect(deferralLimitExceeded(deadline({ days: 365, hours: 100 }), basis, DEFAULT_MAX_DEFERRAL, [])).toBeNull()
  })

  it('refuses more than the longest deferral allowed, naming the limit', () => {
    expect(deferralLimitExceeded(deadline({ days: 366 }), basis, DEFAULT_MAX_DEFERRAL, [])).toEqual({
      kind: 'maximum',
      field: 'deadline_days',
      months: 12,
      date: '2027-03-01',
    })
    expect(deferralLimitExceeded(deadline({ hours: 100.5 }), basis, DEFAULT_MAX_DEFERRAL, [])).toEqual({
      kind: 'maximum',
      field: 'deadline_hours',
      hours: 100,
    })
    expect(deferralLimitExceeded(deadline({ days: 100 }), basis, { months: 3, hours: 50 }, [])).toMatchObject({
      months: 3,
      date: '2026-06-01',
    })
  })

  it('refuses a deadline beyond the next scheduled inspection, in the dimension it sets', () => {
    const inspections = [
      { name: 'Jahresnachprüfung', due: due({ date: '2026-05-01' }) },
      { name: '100-h-Kontrolle', due: due({ minutes: 60_000 + 40 * 60 }, '2026-06-15') },
      { name: 'Fahrwerk', due: due({ cycles: 3200 }, '2026-07-01') },
      { name: 'Überfällig', due: due({ date: '2026-02-01', minutes: 59_000 }) },
      { name: 'Ohne Intervall', due: null },
    ]
    expect(deferralLimitExceeded(deadline({ days: 62 }), basis, DEFAULT_MAX_DEFERRAL, inspections)).toEqual({
      kind: 'inspection',
      field: 'deadline_days',
      task: 'Jahresnachprüfung',
      date: '2026-05-01',
    })
    expect(deferralLimitExceeded(deadline({ hours: 41 }), basis, DEFAULT_MAX_DEFERRAL, inspections)).toEqual({
      kind: 'inspection',
      field: 'deadline_hours',
      task: '100-h-Kontrolle',
      minutes: 62_400,
    })
    expect(deferralLimitExceeded(deadline({ cycles: 201 }), basis, DEFAULT_MAX_DEFERRAL, inspections)).toEqual({
      kind: 'inspection',
      field: 'deadline_cycles',
      task: 'Fahrwerk',
      cycles: 3200,
    })
    // Up to the inspection itself is allowed; the overdue one is not the next.
    expect(
      deferralLimitExceeded(deadline({ days: 61, hours: 40, cycles: 200 }), basis, DEFAULT_MAX_DEFERRAL, inspections),
    ).toBeNull()
  })
})
