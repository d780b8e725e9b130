import { api } from '../../../lib/api-client'
import type { LogHead } from '../witness/check-witness'

/**
 * GET /api/customer_aircrafts/:id/journey-log/head: the newest signed head of the aircraft's record
 * log. Called by the device witness only (witness/witness-aircraft.ts), never cached: what it keeps
 * lives in the witness store, not in the query cache.
 */
export async function getLogHead(aircraft: number): Promise<{ head: LogHead | null }> {
  return api<{ head: LogHead | null }>(`/customer_aircrafts/${aircraft}/journey-log/head`, { background: true })
}
