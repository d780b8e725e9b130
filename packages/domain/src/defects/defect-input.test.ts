import { describe, expect, it } from 'vitest'

import { defectActionInputSchema, defectReportInputSchema, optionalReleaseSchema } from './defect-input'

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

const release = {
  certifying_person: 'Martin Fischer',
  licence: 'DE.66.1234',
  approval_reference: '',
  date: '2026-01-10',
  place: 'Winningen',
}

describe('defect report', () => {
  it('takes a report and defaults unsafe to false', () => {
    const result = defectReportInputSchema.parse({
      customer_aircraft: 3,
      description: '  Left brake soft  ',
      client_id: '0b6e8c2a-3f7d-4b1e-9c55-2d7a1f0e9b34',
      ata_chapter: '',
    })
    expect(result).toMatchObject({ description: 'Left brake soft', unsafe: false })
    expect(result.ata_chapter).toBeUndefined()
  })

  it.each([
    [{}, { customer_aircraft: 'EnterRequiredFields', description: 'EnterRequiredFields' }],
    [{ customer_aircraft: 3, description: '   ' }, { description: 'EnterRequiredFields' }],
    [{ customer_aircraft: 3, description: 'x', ata_chapter: '99' }, { ata_chapter: 'wrongValue' }],
    [{ customer_aircraft: 3, description: 'x', client_id: 'not-a-uuid' }, { client_id: 'WrongFormat' }],
    [{ customer_aircraft: 3, description: 'x'.repeat(4001) }, { description: 'wrongValue' }],
    [{ customer_aircraft: 3, description: 'x', unsafe: 'yes' }, { unsafe: 'WrongFormat' }],
    [{ customer_aircraft: 3, description: 42 }, { description: 'WrongFormat' }],
  ])('refuses %j', (input, expected) => {
    expect(messages(defectReportInputSchema.safeParse(input))).toEqual(expected)
  })
})

describe('defect actions', () => {
  it('a deferral needs a reason, a limitation and at least one deadline', () => {
    expect(messages(defectActionInputSchema.safeParse({ kind: 'deferral', defect: 1 }))).toEqual({
      reason: 'EnterRequiredFields',
      limitation: 'EnterRequiredFields',
      deadline_hours: 'deadlineRequired',
    })
    expect(
      defectActionInputSchema.safeParse({
        kind: 'deferral',
        defect: 1,
        reason: 'r',
        limitation: 'l',
        deadline_days: 30,
      }).success,
    ).toBe(true)
    expect(
      messages(
        defectActionInputSchema.safeParse({
          kind: 'deferral',
          defect: 1,
          reason: 'r',
          limitation: 'l',
          deadline_days: 1.5,
        }),
      ),
    ).toEqual({ deadline_days: 'WrongFormat' })
  })

  it('a rectification needs the work, the data and a complete release', () => {
    expect(
      messages(
        defectActionInputSchema.safeParse({
          kind: 'rectification',
          defect: 1,
          release: { ...release, licence: undefined },
        }),
      ),
    ).toEqual({
      work_performed: 'EnterRequiredFields',
      maintenance_data: 'EnterRequiredFields',
      'release.licence': 'EnterRequiredFields',
    })
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    expect(
      messages(
        defectActionInputSchema.safeParse({
          kind: 'rectification',
          defect: 1,
          work_performed: 'w',
          maintenance_data: 'm',
          release: { ...release, date: tomorrow },
        }),
      ),
    ).toEqual({ 'release.date': 'wrongValue' })
  })

  it('an assessment says yes or no; a correction says why', () => {
    expect(messages(defectActionInputSchema.safeParse({ kind: 'assessment', defect: 1 }))).toEqual({
      airworthiness_affecting: 'EnterRequiredFields',
    })
    expect(
      messages(
        defectActionInputSchema.safeParse({ kind: 'assessment', defect: 1, airworthiness_affecting: true, amends: 4 }),
      ),
    ).toEqual({ notes: 'EnterRequiredFields' })
    expect(messages(defectActionInputSchema.safeParse({ kind: 'repair', defect: 1 }))).toEqual({
      kind: 'EnterRequiredFields',
    })
  })
})

describe('optional release', () => {
  it('is absent when every field is empty, and complete otherwise', () => {
    expect(optionalReleaseSchema.parse({ certifying_person: '', licence: null })).toBeUndefined()
    expect(optionalReleaseSchema.parse(undefined)).toBeUndefined()
    expect(optionalReleaseSchema.safeParse({ certifying_person: 'A' }).success).toBe(false)
    expect(optionalReleaseSchema.parse(release)).toMatchObject({ place: 'Winningen', date: '2026-01-10' })
  })
})
