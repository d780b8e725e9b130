import { APIError, type PayloadRequest } from 'payload'

import type { FlightLog } from '../../payload-types'
import { messageText } from './messages'

/** The id a device gives an entry in its outbox (crypto.randomUUID). */
export const CLIENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A create whose client id the aircraft's log already holds: the same entry sent again (the answer
 * was lost, the phone retries). 409 for the collection's create; the submit endpoint answers the
 * stored entry instead.
 */
export class ClientIdTaken extends APIError {
  constructor(
    message: string,
    readonly entry: { id: number; number: number | null },
  ) {
    super(message, 409, { code: 'clientIdTaken', number: entry.number }, true)
  }
}

/** Under the numbering lock: no second entry with this client id on the aircraft (ClientIdTaken). */
export async function refuseTakenClientId(req: PayloadRequest, aircraftId: number | string, clientId: string) {
  const found = await req.payload.find({
    collection: 'flight_logs',
    where: { and: [{ customer_aircraft: { equals: aircraftId } }, { client_id: { equals: clientId } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    select: { number: true },
    overrideAccess: true,
    req,
  })
  const taken = found.docs[0]
  if (!taken) return
  const entry = { id: Number(taken.id), number: taken.number ?? null }
  throw new ClientIdTaken(messageText(req, 'clientIdTaken', { number: entry.number ?? '' }), entry)
}

/** The entry the caller may read that carries this client id on the aircraft, if any. */
export async function readableEntryByClientId(
  req: PayloadRequest,
  aircraftId: number,
  clientId: string,
): Promise<FlightLog | null> {
  const found = await req.payload.find({
    collection: 'flight_logs',
    where: { and: [{ customer_aircraft: { equals: aircraftId } }, { client_id: { equals: clientId } }] },
    limit: 1,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return found.docs[0] ?? null
}
