import { canonicalJson, sha256Hex } from './journey-log-chain'

/**
 * The aircraft's event log: one append-only Merkle tree per aircraft (RFC 9162 hashing, merkle/), whose
 * leaves are the records that make its history, in the order the server stored them: journey-log
 * entries (with the totals they carry), their sign-offs, releases to service and the maintenance records
 * they certify. Every write appends its leaf and a **head** the server signs (size, root, time, and the
 * hash of the head before), in the same transaction. A head chains to the one before, so a removed or
 * reordered head breaks the chain; a device, a mail or an export that keeps a head is a witness: the log
 * it later sees must extend it (a consistency proof), which a rewrite of the database cannot fake, even
 * with the signing key.
 *
 * The export's `verify.mjs` repeats these texts with Node built-ins only: change both together.
 */
export const LOG_VERSION = 1

/** The collections whose records are leaves of the aircraft's log. */
export const LOG_COLLECTIONS = [
  'flight_logs',
  'flight_log_signatures',
  'release_signatures',
  'defect_actions',
  'task_completions',
  'ad_compliances',
  'modifications_repairs',
  'airworthiness_reviews',
] as const
export type LogCollection = (typeof LOG_COLLECTIONS)[number]

/** One leaf: which record, at which place of the log, and the SHA-256 of its content (logContentDigest). */
export type LogLeaf = {
  aircraft: number
  seq: number
  collection: LogCollection
  id: number
  digest: string
}

/** The bytes (UTF-8) of a leaf, which the Merkle tree hashes as RFC 9162 leaf data. */
export function logLeafText(leaf: LogLeaf): string {
  return canonicalJson({ v: LOG_VERSION, kind: 'flugakte-aircraft-log-leaf', ...leaf })
}

/** SHA-256 over the canonical JSON of a record's content as the log keeps it. */
export function logContentDigest(content: Record<string, unknown>): Promise<string> {
  return sha256Hex(canonicalJson(content))
}

/** What a head states: the log's size and root at a moment, after the head named by `previous`. */
export type LogHeadStatement = {
  aircraft: number
  registration: string
  tree_size: number
  /** The Merkle root over the first tree_size leaves, hex. */
  root_hash: string
  /** SHA-256 of the previous head's text, hex; null for the aircraft's first head. */
  previous: string | null
  signed_at: string
  reason: 'append' | 'daily' | 'export' | 'migration'
}

/** The bytes the server signs for a head (UTF-8 of this text). */
export function logHeadText(statement: LogHeadStatement): string {
  return canonicalJson({ v: LOG_VERSION, kind: 'flugakte-aircraft-log-head', ...statement })
}

/** The hash the next head names as `previous`. */
export function logHeadHash(statement: LogHeadStatement): Promise<string> {
  return sha256Hex(logHeadText(statement))
}

/**
 * A head as a witness keeps it (a device, a mail, a printout): enough to ask for a consistency proof and
 * to check the server's signature. `text` is logHeadText of its statement.
 */
export type WitnessedHead = LogHeadStatement & { signature: string; key_id: string }
