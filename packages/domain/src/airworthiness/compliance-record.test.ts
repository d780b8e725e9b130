import { describe, expect, it } from 'vitest'

import { addDays } from './dates'
import { adComplianceInputSchema, currentRecord, taskCompletionInputSchema } from './compliance-record'

const today = new Date().toISOString().slice(0, 10)
const valid = { customer_aircraft: 1, airworthiness_directive: 2, status: 'complied', date: today }
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))

describe('compliance record input', () => {
  it('accepts a minimal record and drops empty optional fields', () => {
    const result = adComplianceInputSchema.safeParse({
      ...valid,
      reason: '',
      airframe_minutes: null,
      performed_by: ' M. Fischer ',
    })
    expect(result.success).toBe(true)
    expect(result.data).toEqual({ ...valid, performed_by: 'M. Fischer' })
  })

  it('takes a release to service whole or not at all; its statement is not the sender’s', () => {
    const release = { certifying_person: ' Max Prüfer ', licence: 'DE.66.1234', date: today, place: 'Koblenz' }
    const task = { customer_aircraft: 1, maintenance_task: 3, date: today }
    expect(taskCompletionInputSchema.parse({ ...task, release }).release).toEqual({
      ...release,
      certifying_person: 'Max Prüfer',
    })
    expect(taskCompletionInputSchema.parse({ ...task, release: { place: '', licence: null } }).release).toBeUndefined()
    expect(
      adComplianceInputSchema.parse({ ...valid, release: { ...release, statement: 'Selbst geschrieben' } }).release,
    ).not.toHaveProperty('statement')
    expect(
      taskCompletionInputSchema
        .safeParse({ ...task, release: { certifying_person: 'Max Prüfer' } })
        .error?.issues.map((issue) => issue.path.join('.')),
    ).toEqual(['release.licence', 'release.date', 'release.place'])
    expect(
      messages(taskCompletionInputSchema.safeParse({ ...task, release: { ...release, date: addDays(today, 1) } })),
    ).toEqual({
      release: 'wrongValue',
    })
  })

  it('requires a reason for not applicable', () => {
    expect(messages(adComplianceInputSchema.safeParse({ ...valid, status: 'not_applicable' }))).toEqual({
      reason: 'EnterRequiredFields',
    })
    expect(messages(adComplianceInputSchema.safeParse({ ...valid, status: 'not_applicable', reason: '   ' }))).toEqual({
      reason: 'EnterRequiredFields',
    })
    expect(
      adComplianceInputSchema.safeParse({ ...valid, status: 'not_applicable', reason: 'Andere Werknummer' }).success,
    ).toBe(true)
  })

  it('refuses a date after today, a malformed date and a negative airframe time, all at once', () => {
    expect(
      messages(
        adComplianceInputSchema.safeParse({ ...valid, date: addDays(today, 1), airframe_minutes: -5, status: 'maybe' }),
      ),
    ).toEqual({
      date: 'wrongValue',
      airframe_minutes: 'wrongValue',
      status: 'EnterRequiredFields',
    })
    expect(messages(adComplianceInputSchema.safeParse({ ...valid, date: '22.11.2026' }))).toEqual({
      date: 'WrongFormat',
    })
  })

  it.each(['2024-02-30', '2024-01-01 junk', '2024-01-01T10:00:00'])('refuses the impossible date %j', (date) => {
    expect(messages(adComplianceInputSchema.safeParse({ ...valid, date }))).toEqual({ date: 'WrongFormat' })
    expect(messages(taskCompletionInputSchema.safeParse({ ...valid, maintenance_task: 3, date }))).toEqual({
      date: 'WrongFormat',
    })
  })

  it('a correction needs notes, also for task completions, even when other fields fail', () => {
    expect(messages(adComplianceInputSchema.safeParse({ ...valid, amends: 7 }))).toEqual({
      notes: 'EnterRequiredFields',
    })
    expect(
      messages(
        taskCompletionInputSchema.safeParse({ customer_aircraft: 1, maintenance_task: 3, date: today, amends: 7 }),
      ),
    ).toEqual({ notes: 'EnterRequiredFields' })
    expect(messages(taskCompletionInputSchema.safeParse({ customer_aircraft: 1, date: today, amends: 7 }))).toEqual({
      maintenance_task: 'EnterRequiredFields',
      notes: 'EnterRequiredFields',
    })
    expect(
      taskCompletionInputSchema.safeParse({
        customer_aircraft: 1,
        maintenance_task: 3,
        date: today,
        amends: 7,
        notes: 'Datum berichtigt',
      }).success,
    ).toBe(true)
  })
})

describe('currentRecord', () => {
  const amendedId = (record: { amends?: number }) => record.amends ?? null
  it('is the newest by day, then by id, of the records no later record corrects', () => {
    const records = [
      { id: 1, date: '2026-01-10' },
      { id: 2, date: '2026-03-01' },
      { id: 3, date: '2026-03-01T00:00:00.000Z' },
      { id: 4, date: '2026-02-01', amends: 3 },
    ]
    expect(currentRecord(records, amendedId)?.id).toBe(2)
    expect(currentRecord(records.slice(0, 3), amendedId)?.id).toBe(3)
    expect(
      currentRecord(
        [
          { id: 5, date: '2026-01-01' },
          { id: 6, date: '2026-01-02', amends: 5 },
        ],
        amendedId,
      )?.id,
    ).toBe(6)
    expect(currentRecord([], amendedId)).toBeNull()
  })
})
