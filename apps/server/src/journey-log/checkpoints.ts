import { checkpointText, type CheckpointStatement } from '@flugakte/domain'
import type { PayloadRequest } from 'payload'

import { newestEntry } from '../collections/flight-logs/totals'
import { transactionDb } from '../lib/drizzle-tables'
import type { JourneyLogCheckpoint } from '../payload-types'
import { isoInstant } from './chain-entries'
import { serverKey } from './server-key'

/**
 * Signs the aircraft's chain head as it stands in the request's transaction and stores the checkpoint
 * there: written by the server on purpose (nobody may create checkpoints through the API). The caller
 * has checked that the aircraft is in its scope.
 */
export async function createCheckpoint(
  req: PayloadRequest,
  aircraftId: number,
  reason: CheckpointStatement['reason'],
): Promise<JourneyLogCheckpoint> {
  const { payload } = req
  const aircraft = await payload.findByID({
    collection: 'customer_aircrafts',
    id: aircraftId,
    depth: 0,
    select: { registration: true },
    overrideAccess: true,
    req,
  })
  const head = await newestEntry(await transactionDb(req), payload, aircraftId)
  const statement: CheckpointStatement = {
    aircraft: aircraftId,
    registration: aircraft.registration,
    // Numbers run 1..n without gaps: the head's number is the count.
    entries: head?.number ?? 0,
    head_number: head?.number ?? null,
    head_hash: head?.hash ?? null,
    signed_at: new Date().toISOString(),
    reason,
  }
  const key = serverKey(payload.secret)
  return payload.create({
    collection: 'journey_log_checkpoints',
    data: {
      customer_aircraft: aircraftId,
      registration: statement.registration,
      entries: statement.entries,
      head_number: statement.head_number,
      head_hash: statement.head_hash,
      signed_at: statement.signed_at,
      reason,
      signature: key.sign(checkpointText(statement)),
      key_id: key.keyId,
    },
    overrideAccess: true,
    req,
  })
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
    reason: checkpoint.reason,
  }
}
