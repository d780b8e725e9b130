import {
  consistencyProof,
  leafHash,
  logHeadText,
  logLeafText,
  merkleRoot,
  toHex,
  type Hash,
  type LogHeadStatement,
} from '@flugakte/domain'

import type { LogHead } from '../witness/check-witness'

/**
 * A real record log for the witness tests, built with the domain's RFC 9162 functions: leaves as the
 * server hashes them, heads over the first n leaves, consistency proofs between sizes.
 */
export const WITNESS_AIRCRAFT = { id: 1, registration: 'D-EFAK' }

/** The leaf hashes of `count` records; `changed` (index → digest) is what a rewrite put there instead. */
export function logLeaves(count: number, changed: Record<number, string> = {}): Hash[] {
  return Array.from({ length: count }, (_, seq) =>
    leafHash(
      logLeafText({
        aircraft: WITNESS_AIRCRAFT.id,
        seq,
        collection: 'flight_logs',
        id: 100 + seq,
        digest: changed[seq] ?? `${String(seq).padStart(2, '0')}`.repeat(32),
      }),
    ),
  )
}

/** The head over the first `size` leaves (signed with a stand-in: the device checks proofs, not keys). */
export function headOver(leaves: readonly Hash[], size: number, signedAt = '2026-11-27T10:00:00.000Z'): LogHead {
  const statement: LogHeadStatement = {
    aircraft: WITNESS_AIRCRAFT.id,
    registration: WITNESS_AIRCRAFT.registration,
    tree_size: size,
    root_hash: toHex(merkleRoot(leaves.slice(0, size))),
    previous: null,
    signed_at: signedAt,
    reason: 'append',
  }
  return { ...statement, signature: 'c2lnbmVk', key_id: '0123456789abcdef', text: logHeadText(statement) }
}

/** What GET …/journey-log/consistency?from=m answers for the log of these leaves. */
export function consistencyAnswer(leaves: readonly Hash[], from: number) {
  return {
    from,
    to: leaves.length,
    proof: consistencyProof(leaves, from, leaves.length).map(toHex),
    head: headOver(leaves, leaves.length, '2026-11-28T10:00:00.000Z'),
  }
}
