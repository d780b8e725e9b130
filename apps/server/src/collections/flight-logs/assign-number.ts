import { chainHash, contentHash, derivedFlightLogFields, flightLogInputSchema, pilotInCommand } from '@flugakte/domain'
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { relationId } from '../../access/relation-id'
import { transactionDb } from '../../lib/drizzle-tables'
import { carriedTotals, totalsColumns } from './carry-totals'
import { checkAgainstLog } from './check-against-log'
import { refuseTakenClientId } from './client-id'
import { refuseEarlierThanLatest } from './earlier-than-latest'
import { newestEntry } from './totals'
import { refuse } from './messages'
import { lockNumbering } from './numbering-lock'
import type { FlightLog } from '../../payload-types'

/**
 * Last step before the row is written: published status, the derived times and figures, the pilot-in-
 * command who signs it, and the next number of the aircraft, its totals after the entry, carried forward,
 * and its link of the chain (taken under the numbering lock,
 * which also covers the checks against the stored log: the same client id or takeoff twice, counters
 * continuing their neighbours, and for a submission from a phone the addendum question).
 */
export const assignNumber: CollectionBeforeChangeHook<FlightLog> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  // validateEntry has accepted these values; parsing again gives the typed entry the derivations need.
  Object.assign(data, derivedFlightLogFields(flightLogInputSchema.parse(data)))
  data.status = 'published'
  const aircraftId = relationId(data.customer_aircraft)!
  await lockNumbering(req, aircraftId)
  // Under the lock: no parallel create of this aircraft lands between these checks and the insert.
  // An empty client id is none (it would otherwise be unique per aircraft, too); one the log holds
  // already is the same entry sent again, whatever else it says.
  // Client ids are compared in any case (a device may send upper-case UUIDs): stored in lower case.
  data.client_id = data.client_id ? String(data.client_id).toLowerCase() : null
  if (data.client_id) await refuseTakenClientId(req, aircraftId, data.client_id)
  await checkAgainstLog(req, data, aircraftId)
  if (req.context.outboxCheckEarlier === true && data.type === 'origin') {
    await refuseEarlierThanLatest(req, data, aircraftId)
  }
  const previous = await newestEntry(await transactionDb(req), req.payload, aircraftId)
  await refuseSecondCorrection(req, relationId(data.amends), data.type)
  data.number = (previous?.number ?? 0) + 1
  Object.assign(data, totalsColumns(await carriedTotals(req, aircraftId, previous, data)))
  data.pic = pilotInCommand(data) === 'copilot' ? data.copilot : data.pilot
  // The link of the aircraft's chain, under the same lock as the number: no two entries share a
  // predecessor.
  data.recorded_at = new Date().toISOString()
  data.content_hash = await contentHash(data)
  data.hash = await chainHash({
    aircraft: aircraftId,
    number: data.number,
    content_hash: data.content_hash,
    recorded_at: data.recorded_at,
    previous_hash: previous?.hash ?? null,
  })
  return data
}

/**
 * Under the lock, every earlier create of the aircraft is stored: a correction still finds the entry it
 * corrects uncorrected (corrections form a chain, so the totals replace each entry at most once).
 */
async function refuseSecondCorrection(
  req: PayloadRequest,
  amendsId: number | string | null,
  type: FlightLog['type'] | undefined,
) {
  if (type !== 'correction' || amendsId === null) return
  const earlier = await req.payload.count({
    collection: 'flight_logs',
    where: { amends: { equals: amendsId }, type: { equals: 'correction' } },
    overrideAccess: true,
    req,
  })
  if (earlier.totalDocs > 0) refuse(req, [{ path: 'amends', key: 'alreadyCorrected' }])
}
