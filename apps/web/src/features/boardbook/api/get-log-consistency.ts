import { api } from '../../../lib/api-client'
import type { LogHead } from '../witness/check-witness'

/** The proof that the newest head's tree extends the tree of size `from` (hex hashes, RFC 9162 §2.1.4). */
export type LogConsistency = { from: number; to: number; proof: string[]; head: LogHead | null }

/**
 * GET /api/customer_aircrafts/:id/journey-log/consistency?from=m. The server answers 400 when m is
 * beyond its log's size (a rollback, seen from the witness). Never cached, as getLogHead.
 */
export async function getLogConsistency(aircraft: number, from: number): Promise<LogConsistency> {
  return api<LogConsistency>(`/customer_aircrafts/${aircraft}/journey-log/consistency`, {
    query: { from },
    background: true,
  })
}
