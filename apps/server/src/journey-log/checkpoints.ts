import type { CheckpointStatement } from '@flugakte/domain'
import type { PayloadRequest } from 'payload'

import type { JourneyLogCheckpoint } from '../payload-types'
import { isoInstant } from './chain-entries'
import { inTransaction } from '../lib/in-transaction'
import { signCurrentHead } from './event-log/append'

/**
 * Signs a head of the aircraft's event log at its present size, for a moment that matters (the day's
 * checkpoint, an export), in the request's transaction; it also names the journey log's newest entry.
 * Written by the server on purpose (nobody may create checkpoints through the API). The caller has
 * checked that the aircraft is in its scope.
 */
export async function createCheckpoint(
  req: PayloadRequest,
  aircraftId: number,
  reason: CheckpointStatement['reason'],
): Promise<JourneyLogCheckpoint> {
  // A head is signed under the aircraft's lock, which lives in a transaction: a request without one gets its own.
  if (!(await req.transactionID)) {
    return inTransaction(req.payload, (inner) => createCheckpoint(inner, aircraftId, reason))
  }
  const head = await signCurrentHead(req, aircraftId, reason)
  return req.payload.findByID({ collection: 'journey_log_checkpoints', id: head.id, depth: 0, overrideAccess: true, req })
}

/** The statement a stored checkpoint signed, rebuilt from its row (dates in the one ISO form). */
export function checkpointStatementOf(checkpoint: JourneyLogCheckpoint): CheckpointStatement {
  const aircraft = checkpoint.customer_aircraft
  return {
    aircraft: typeof aircraft === 'object' ? aircraft.id : aircraft,
    registration: checkpoint.registration,
    entries: checkpoint.entries,
    head_number: checkpoint.head_number ?? null,
    head_hash: checkpoint.head_hash ?? null,
    signed_at: isoInstant(checkpoint.signed_at),
    reason: checkpoint.reason as CheckpointStatement['reason'],
  }
}
