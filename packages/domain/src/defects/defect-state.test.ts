import { describe, expect, it } from 'vitest'

import {
  currentActions,
  defectStatus,
  releaseContentHash,
  signsReleaseContent,
  releaseSignatureText,
  type ActionFacts,
} from './defect-state'
import type { DeferralDeadline } from './types'

const now = { date: '2026-06-10', reading: { minutes: 60_000, cycles: 500 } }
const rate = { minutesPerDay: 60, cyclesPerDay: 1 }
const basis = { date: '2026-06-01', minutes: 59_700, cycles: 495 }

let next = 1
function action(kind: ActionFacts['kind'], extra: Partial<ActionFacts> = {}): ActionFacts {
  const id = next++
  return { id, kind, created_at: `2026-06-0${Math.min(9, id)}T10:00:00.000Z`, amends: null, ...extra }
}
const assess = (affecting: boolean, extra: Partial<ActionFacts> = {}) =>
  action('assessment', { airworthiness_affecting: affecting, ...extra })
const defer = (
  deadline: DeferralDeadline = { hours: 10, cycles: null, days: null },
  extra: Partial<ActionFacts> = {},
) => action('deferral', { deadline, basis, ...extra })
const rectify = (released: boolean) => action('rectification', { released })

describe('defectStatus', () => {
  it.each([
    ['reported safe, nothing done', false, () => [], 'open', false],
    ['reported unsafe, nothing done', true, () => [], 'open', true],
    ['unsafe, assessed not affecting', true, () => [assess(false)], 'open', false],
    ['safe, assessed affecting', false, () => [assess(true)], 'open', true],
    ['affecting, then deferred', false, () => [assess(true), defer()], 'deferred', false],
    ['unsafe, deferred without assessment', true, () => [defer()], 'deferred', false],
    ['deferred, then assessed affecting again', false, () => [defer(), assess(true)], 'open', true],
    ['rectified, release not signed', true, () => [rectify(false)], 'open', true],
    ['deferred, rectified, release not signed', true, () => [defer(), rectify(false)], 'deferred', false],
    ['rectified and released', true, () => [assess(true), rectify(true)], 'closed', false],
    ['deferred then released', false, () => [defer(), rectify(true)], 'closed', false],
  ])('%s', (_name, unsafe, actions, state, grounding) => {
    const status = defectStatus({ unsafe }, actions(), now, rate)
    expect(status.state).toBe(state)
    expect(status.grounding).toBe(grounding)
  })

  it('a deferral counts from its basis, whichever comes first; past it the defect grounds again', () => {
    // 300 minutes flown since the basis: 10 h leave 5 h; 4 h are over.
    const inForce = defectStatus({ unsafe: true }, [defer({ hours: 10, cycles: null, days: 30 })], now, rate)
    expect(inForce.state).toBe('deferred')
    expect(inForce.due?.remaining.minutes).toBe(300)
    expect(inForce.due?.due_at.date).toBe('2026-07-01')
    const expired = defectStatus({ unsafe: false }, [defer({ hours: 4, cycles: null, days: null })], now, rate)
    expect(expired.state).toBe('deferred')
    expect(expired.due?.status).toBe('overdue')
    expect(expired.grounding).toBe(true)
    const byDays = defectStatus({ unsafe: false }, [defer({ hours: null, cycles: null, days: 5 })], now, rate)
    expect(byDays.due?.status).toBe('overdue')
    expect(byDays.grounding).toBe(true)
    const byCycles = defectStatus({ unsafe: false }, [defer({ hours: null, cycles: 6, days: null })], now, rate)
    expect(byCycles.due?.remaining.cycles).toBe(1)
    expect(byCycles.grounding).toBe(false)
  })

  it('a corrected action no longer counts: the correction does', () => {
    const wrong = assess(false)
    const correction = assess(true, { amends: wrong.id })
    expect(defectStatus({ unsafe: false }, [wrong], now, rate).grounding).toBe(false)
    expect(defectStatus({ unsafe: false }, [wrong, correction], now, rate).grounding).toBe(true)
    const release = rectify(true)
    // A released rectification corrected by one not yet released: not closed any more.
    const fixed = rectify(false)
    fixed.amends = release.id
    expect(defectStatus({ unsafe: true }, [release], now, rate).state).toBe('closed')
    expect(defectStatus({ unsafe: true }, [release, fixed], now, rate)).toMatchObject({
      state: 'open',
      release_pending: true,
    })
  })

  it('currentActions: oldest first, corrected ones left out', () => {
    const a = action('assessment', { created_at: '2026-06-03T00:00:00.000Z' })
    const b = action('deferral', { created_at: '2026-06-01T00:00:00.000Z' })
    const c = action('assessment', { created_at: '2026-06-05T00:00:00.000Z', amends: a.id })
    expect(currentActions([a, b, c]).map((each) => each.id)).toEqual([b.id, c.id])
  })
})

describe('release content hash', () => {
  const record = {
    id: 7,
    customer_aircraft: { id: 3 },
    defect: 12,
    kind: 'rectification',
    amends: null,
    notes: '',
    work_performed: 'Replaced the left main tyre',
    maintenance_data: 'PA-28 MM 32-40-00',
    parts: [{ id: 'x1', description: 'Tyre', part_number: '301-286', serial_number: null, installation: null }],
    release: {
      certifying_person: 'Martin Fischer',
      licence: 'DE.66.1234',
      approval_reference: 'DE.CAO.0001',
      date: '2026-06-10T00:00:00.000Z',
      place: 'Winningen',
      statement: 'Certifies …',
    },
    createdAt: '2026-06-10T10:00:00.000Z',
  }

  it('is the same as sent, stored or read back (relations, days, empty text, array row ids)', async () => {
    const readBack = {
      ...record,
      customer_aircraft: 3,
      notes: null,
      parts: [{ description: 'Tyre', part_number: '301-286', serial_number: null, installation: null }],
      release: { ...record.release, date: '2026-06-10' },
      createdAt: 'another time',
    }
    expect(await releaseContentHash('defect_actions', readBack)).toBe(
      await releaseContentHash('defect_actions', record),
    )
  })

  it.each([
    ['work_performed', { work_performed: 'Something else' }],
    ['the record id', { id: 8 }],
    ['a part', { parts: [] }],
    ['the certifying person', { release: { ...record.release, certifying_person: 'Someone' } }],
    ['the date', { release: { ...record.release, date: '2026-06-09' } }],
  ])('changes with %s', async (_name, change) => {
    expect(await releaseContentHash('defect_actions', { ...record, ...change })).not.toBe(
      await releaseContentHash('defect_actions', record),
    )
  })

  it('covers a text that starts like a timestamp in full (version 1 kept only its first ten characters)', async () => {
    const stamped = { ...record, work_performed: '2026-11-28T10:00 replaced left aileron hinge' }
    const changed = { ...record, work_performed: '2026-11-28T10:00 nothing done' }
    expect(await releaseContentHash('defect_actions', changed)).not.toBe(
      await releaseContentHash('defect_actions', stamped),
    )
    expect(await releaseContentHash('defect_actions', changed, 1)).toBe(
      await releaseContentHash('defect_actions', stamped, 1),
    )
  })

  it('reads a stored signature of either version as signing the record', async () => {
    const v1 = await releaseContentHash('defect_actions', record, 1)
    const v2 = await releaseContentHash('defect_actions', record)
    expect(v1).not.toBe(v2)
    expect(await signsReleaseContent('defect_actions', record, v1)).toBe(true)
    expect(await signsReleaseContent('defect_actions', record, v2)).toBe(true)
    expect(await signsReleaseContent('defect_actions', { ...record, notes: 'x' }, v2)).toBe(false)
  })

  it('differs by subject, and the signature text names every part of the statement', async () => {
    expect(await releaseContentHash('task_completions', record)).not.toBe(
      await releaseContentHash('defect_actions', record),
    )
    const text = releaseSignatureText({
      collection: 'defect_actions',
      record: 7,
      content_hash: 'a'.repeat(64),
      signer: 4,
      method: 'password',
      credential_id: null,
      signed_at: '2026-06-10T10:00:00.000Z',
    })
    expect(JSON.parse(text)).toMatchObject({ kind: 'flugakte-release-signature', record: 7, signer: 4, v: 1 })
  })
})
