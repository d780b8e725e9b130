import { describe, expect, it } from 'vitest'

import { consistencyAnswer, headOver, logLeaves } from '../testing/witness-fixtures'
import { checkWitness } from './check-witness'

// The device kept the head over the first 5 records; the server's log has 9 now.
const original = logLeaves(9)
const kept = headOver(original, 5)

describe('checkWitness', () => {
  it('keeps the first head it sees', () => {
    const { head, proof } = consistencyAnswer(original, 0)
    expect(checkWitness(null, { head, proof })).toEqual({ ok: true, keep: head })
  })

  it('accepts an honest append, proved consistent with the kept head, and keeps the new head', () => {
    const answer = consistencyAnswer(original, kept.tree_size)
    expect(answer.proof.length).toBeGreaterThan(0)
    expect(checkWitness(kept, answer)).toEqual({ ok: true, keep: answer.head })
  })

  it('accepts the same tree again (a later checkpoint of an unchanged log)', () => {
    const same = headOver(original, 5, '2026-11-28T00:15:00.000Z')
    expect(checkWitness(kept, { head: same, proof: [] })).toEqual({ ok: true, keep: same })
  })

  it('finds a log rewritten with the signing key: an earlier record changed and every root recomputed', () => {
    const rewritten = logLeaves(9, { 2: 'ff'.repeat(32) })
    const answer = consistencyAnswer(rewritten, kept.tree_size)
    // The rewritten log is consistent in itself: only the kept head gives it away.
    expect(checkWitness(headOver(rewritten, 5), answer)).toMatchObject({ ok: true })
    expect(checkWitness(kept, answer)).toEqual({ ok: false, reason: 'fork', kept, received: answer.head })
  })

  it('finds a rewrite that kept the size: the same number of records under another root', () => {
    const rewritten = logLeaves(5, { 4: 'ee'.repeat(32) })
    expect(checkWitness(kept, { head: headOver(rewritten, 5), proof: [] })).toMatchObject({ ok: false, reason: 'fork' })
  })

  it('finds an honest proof offered for another log: the proof of the original does not save a rewritten head', () => {
    const rewritten = logLeaves(9, { 0: 'dd'.repeat(32) })
    const honestProof = consistencyAnswer(original, kept.tree_size).proof
    const answer = { head: headOver(rewritten, 9), proof: honestProof }
    expect(checkWitness(kept, answer)).toMatchObject({ ok: false, reason: 'fork' })
  })

  it('finds a rollback: fewer records than the kept head counts, or no log at all', () => {
    expect(checkWitness(kept, { head: headOver(original, 4), proof: [] })).toMatchObject({
      ok: false,
      reason: 'rollback',
    })
    expect(checkWitness(kept, { head: null, proof: [] })).toMatchObject({ ok: false, reason: 'rollback' })
  })

  it('takes a malformed proof or another aircraft’s head for a break, never for a proof', () => {
    const answer = consistencyAnswer(original, kept.tree_size)
    expect(checkWitness(kept, { ...answer, proof: ['not hex'] })).toMatchObject({ ok: false, reason: 'fork' })
    expect(checkWitness(kept, { ...answer, head: { ...answer.head, aircraft: 2 } })).toMatchObject({
      ok: false,
      reason: 'fork',
    })
  })
})
