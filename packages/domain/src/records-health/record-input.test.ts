import { describe, expect, it } from 'vitest'

import { modificationInputSchema, reviewInputSchema } from './record-input'

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)

const release = {
  certifying_person: 'Martin Fischer',
  licence: 'DE.66.1234',
  approval_reference: '',
  date: '2026-01-10',
  place: 'Winningen',
}

const modification = {
  customer_aircraft: 3,
  kind: 'repair',
  classification: 'minor',
  approval_type: 'repair_design',
  approval_reference: '  SRM 51-10  ',
  date: '2026-01-10',
  description: 'Doubler on the left flap',
}

describe('modification input', () => {
  it('takes an entry, defaults the flag and the documents', () => {
    const result = modificationInputSchema.parse({ ...modification, ata_chapter: '', release: { licence: '' } })
    expect(result).toMatchObject({
      approval_reference: 'SRM 51-10',
      affects_mass_balance: false,
      documents: [],
      date: '2026-01-10',
    })
    expect(result.ata_chapter).toBeUndefined()
    expect(result.release).toBeUndefined()
    expect(result.amends).toBeUndefined()
  })

  it('counts a repeated document once and takes a release', () => {
    const result = modificationInputSchema.parse({
      ...modification,
      ata_chapter: '57',
      affects_mass_balance: true,
      documents: [4, 5, 4],
      release,
      date: '2026-01-10T15:00:00+02:00',
    })
    expect(result).toMatchObject({
      documents: [4, 5],
      affects_mass_balance: true,
      ata_chapter: '57',
      date: '2026-01-10',
    })
    expect(result.release).toMatchObject({ place: 'Winningen' })
  })

  it.each([
    [
      {},
      {
        customer_aircraft: 'EnterRequiredFields',
        kind: 'EnterRequiredFields',
        classification: 'EnterRequiredFields',
        approval_type: 'EnterRequiredFields',
        approval_reference: 'EnterRequiredFields',
        date: 'EnterRequiredFields',
        description: 'EnterRequiredFields',
      },
    ],
    [
      { kind: '', classification: null, approval_type: '', date: '', description: '  ' },
      {
        kind: 'EnterRequiredFields',
        classification: 'EnterRequiredFields',
        approval_type: 'EnterRequiredFields',
        date: 'EnterRequiredFields',
        description: 'EnterRequiredFields',
      },
    ],
    [{ customer_aircraft: 0 }, { customer_aircraft: 'wrongValue' }],
    [{ customer_aircraft: 1.5 }, { customer_aircraft: 'wrongValue' }],
    [{ kind: 'overhaul' }, { kind: 'wrongValue' }],
    [{ classification: 'medium' }, { classification: 'wrongValue' }],
    [{ approval_type: 'form_2' }, { approval_type: 'wrongValue' }],
    [{ approval_reference: 'x'.repeat(201) }, { approval_reference: 'wrongValue' }],
    [{ approval_reference: 7 }, { approval_reference: 'WrongFormat' }],
    [{ date: '2026-02-30' }, { date: 'WrongFormat' }],
    [{ date: 20260110 }, { date: 'WrongFormat' }],
    [{ date: tomorrow }, { date: 'wrongValue' }],
    [{ description: 'x'.repeat(4001) }, { description: 'wrongValue' }],
    [{ ata_chapter: '99' }, { ata_chapter: 'wrongValue' }],
    [{ affects_mass_balance: 'yes' }, { affects_mass_balance: 'WrongFormat' }],
    [{ documents: 'all' }, { documents: 'WrongFormat' }],
    [{ documents: [1, 'two'] }, { 'documents.1': 'WrongFormat' }],
    [{ documents: [0] }, { 'documents.0': 'wrongValue' }],
    [{ documents: Array.from({ length: 51 }, (_, index) => index + 1) }, { documents: 'wrongValue' }],
    [{ release: { ...release, place: '' } }, { 'release.place': 'EnterRequiredFields' }],
    [{ release: { ...release, date: tomorrow } }, { 'release.date': 'wrongValue' }],
    [{ amends: 4 }, { amend_reason: 'EnterRequiredFields' }],
    [{ amends: 4, amend_reason: '   ' }, { amend_reason: 'EnterRequiredFields' }],
    [{ amend_reason: 'Wrong date' }, { amend_reason: 'wrongValue' }],
    [{ amends: -1, amend_reason: 'x' }, { amends: 'wrongValue' }],
    [{ amends: 4, amend_reason: 'x'.repeat(4001) }, { amend_reason: 'wrongValue' }],
  ])('refuses %j', (fields, expected) => {
    const input = Object.keys(fields).length === 0 ? {} : { ...modification, ...fields }
    expect(messages(modificationInputSchema.safeParse(input))).toEqual(expected)
  })

  it('takes a correction with its reason', () => {
    expect(modificationInputSchema.parse({ ...modification, amends: 4, amend_reason: ' Wrong date ' })).toMatchObject({
      amends: 4,
      amend_reason: 'Wrong date',
    })
  })
})

const reviewRelease = { ...release, licence: 'ARS-DE-17', approval_reference: 'DE.CAO.0042' }
const issued = {
  customer_aircraft: 3,
  review_date: '2026-03-01',
  outcome: 'issued',
  arc_reference: ' DE.CAO.0042/2026/01 ',
  valid_until: '2027-03-01',
  release: reviewRelease,
}
const refused = {
  customer_aircraft: 3,
  review_date: '2026-03-01',
  outcome: 'not_issued',
  findings: 'Mass and balance report does not reflect the current configuration',
  release: reviewRelease,
}

describe('review input', () => {
  it('takes an issued ARC', () => {
    const hash = 'AB'.repeat(32)
    expect(reviewInputSchema.parse({ ...issued, pack_hash: hash, findings: '' })).toMatchObject({
      arc_reference: 'DE.CAO.0042/2026/01',
      valid_until: '2027-03-01',
      pack_hash: hash.toLowerCase(),
      release: { approval_reference: 'DE.CAO.0042' },
    })
  })

  it.each([
    ['the day after the review', '2026-03-02'],
    ['15 months after the review (re-issued 90 days early)', '2027-06-01'],
  ])('an extension may run to %s', (_name, validUntil) => {
    expect(reviewInputSchema.safeParse({ ...issued, outcome: 'extended', valid_until: validUntil }).success).toBe(true)
  })

  it('takes a refusal with its findings', () => {
    expect(reviewInputSchema.parse({ ...refused, arc_reference: '', valid_until: null })).toMatchObject({
      outcome: 'not_issued',
      findings: refused.findings,
    })
  })

  it('names every missing field at once, the release field by field', () => {
    expect(messages(reviewInputSchema.safeParse({}))).toEqual({
      customer_aircraft: 'EnterRequiredFields',
      review_date: 'EnterRequiredFields',
      outcome: 'EnterRequiredFields',
      'release.certifying_person': 'EnterRequiredFields',
      'release.licence': 'EnterRequiredFields',
      'release.approval_reference': 'EnterRequiredFields',
      'release.date': 'EnterRequiredFields',
      'release.place': 'EnterRequiredFields',
    })
  })

  it.each([
    [issued, { outcome: 'renewed' }, { outcome: 'wrongValue' }],
    [issued, { review_date: tomorrow }, { review_date: 'wrongValue' }],
    [issued, { review_date: '01.03.2026' }, { review_date: 'WrongFormat' }],
    [issued, { arc_reference: '' }, { arc_reference: 'EnterRequiredFields' }],
    [issued, { arc_reference: 'x'.repeat(101) }, { arc_reference: 'wrongValue' }],
    [issued, { valid_until: undefined }, { valid_until: 'EnterRequiredFields' }],
    [issued, { valid_until: '2027-02-30' }, { valid_until: 'WrongFormat' }],
    [issued, { valid_until: '2026-03-01' }, { valid_until: 'arcValidUntilRange' }],
    [issued, { valid_until: '2025-03-01' }, { valid_until: 'arcValidUntilRange' }],
    [issued, { valid_until: '2027-06-02' }, { valid_until: 'arcValidUntilRange' }],
    [
      { ...issued, outcome: 'extended' },
      { arc_reference: null, valid_until: '' },
      { arc_reference: 'EnterRequiredFields', valid_until: 'EnterRequiredFields' },
    ],
    [issued, { findings: 'x'.repeat(8001) }, { findings: 'wrongValue' }],
    [issued, { pack_hash: 'abc' }, { pack_hash: 'WrongFormat' }],
    [issued, { pack_hash: 'g'.repeat(64) }, { pack_hash: 'WrongFormat' }],
    [
      issued,
      { release: undefined },
      {
        'release.certifying_person': 'EnterRequiredFields',
        'release.licence': 'EnterRequiredFields',
        'release.approval_reference': 'EnterRequiredFields',
        'release.date': 'EnterRequiredFields',
        'release.place': 'EnterRequiredFields',
      },
    ],
    [issued, { release: 'signed' }, { release: 'WrongFormat' }],
    [
      issued,
      { release: { ...reviewRelease, approval_reference: '' } },
      { 'release.approval_reference': 'EnterRequiredFields' },
    ],
    [issued, { release: { ...reviewRelease, date: tomorrow } }, { 'release.date': 'wrongValue' }],
    [refused, { findings: '' }, { findings: 'EnterRequiredFields' }],
    [refused, { findings: '   ' }, { findings: 'EnterRequiredFields' }],
    [refused, { arc_reference: 'DE.CAO.0042/2026/01' }, { arc_reference: 'wrongValue' }],
    [refused, { valid_until: '2027-03-01' }, { valid_until: 'wrongValue' }],
    [refused, { amends: 9 }, { amend_reason: 'EnterRequiredFields' }],
    [refused, { amend_reason: 'Typo' }, { amend_reason: 'wrongValue' }],
    [issued, { outcome: '', valid_until: '2020-01-01' }, { outcome: 'EnterRequiredFields' }],
  ])('refuses %j with %j', (base, fields, expected) => {
    expect(messages(reviewInputSchema.safeParse({ ...base, ...fields }))).toEqual(expected)
  })

  it('takes a correction with its reason', () => {
    expect(reviewInputSchema.parse({ ...issued, amends: 2, amend_reason: 'Wrong ARC reference' })).toMatchObject({
      amends: 2,
      amend_reason: 'Wrong ARC reference',
    })
  })
})
