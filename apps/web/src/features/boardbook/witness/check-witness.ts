import { fromHex, verifyConsistency, type WitnessedHead } from '@flugakte/domain'

/** A signed head of an aircraft's record log as the server answers it (…/journey-log/head). */
export type LogHead = WitnessedHead & { text: string }

/** What the server answered the witness: its newest head and the proof that it extends the kept one. */
export type WitnessAnswer = { head: LogHead | null; proof: readonly string[] }

/**
 * Why the log the server shows is not the one this device saw: it is shorter than the kept head
 * (records dropped, or the whole log gone), or it does not extend it (an earlier record changed, removed
 * or reordered, then every later root recomputed: what whoever holds the database and the signing key
 * can do, but cannot hide from a witness).
 */
export type WitnessBreak = 'rollback' | 'fork'

export type WitnessVerdict =
  | { ok: true; /** The head to keep from now on. */ keep: LogHead | null }
  | { ok: false; reason: WitnessBreak; kept: LogHead; received: LogHead | null }

/**
 * The device's check of the server's newest head against the head it kept (RFC 9162 §2.1.4): none kept
 * yet → keep the new one; a smaller tree → rollback; the same size → the same root; a larger tree → the
 * consistency proof from the kept size must lead to both the kept and the new root. The caller replaces
 * the kept head only after a verdict that is ok.
 */
export function checkWitness(kept: LogHead | null, answer: WitnessAnswer): WitnessVerdict {
  const received = answer.head
  if (!kept) return { ok: true, keep: received }
  const broken = (reason: WitnessBreak): WitnessVerdict => ({ ok: false, reason, kept, received })
  if (!received || received.tree_size < kept.tree_size) return broken('rollback')
  if (received.aircraft !== kept.aircraft) return broken('fork')
  try {
    const consistent = verifyConsistency(
      kept.tree_size,
      received.tree_size,
      fromHex(kept.root_hash),
      fromHex(received.root_hash),
      answer.proof.map(fromHex),
    )
    return consistent ? { ok: true, keep: received } : broken('fork')
  } catch {
    // A root or a proof hash that is not hex proves nothing.
    return broken('fork')
  }
}
