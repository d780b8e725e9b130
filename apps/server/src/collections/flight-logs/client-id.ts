import { submittedContentHash } from '@flugakte/domain'
import { APIError, type PayloadRequest, type Where } from 'payload'

import { refuse } from '../../lib/refuse'
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

/**
 * A client id matches in any case (the phone's crypto.randomUUID is lower case and the submit endpoint
 * stores it so; an id stored before in upper case is found too).
 */
function clientIdIs(clientId: string): Where {
  const spellings = [...new Set([clientId, clientId.toLowerCase(), clientId.toUpperCase()])]
  return { client_id: { in: spellings } }
}

/** Under the numbering lock: no second entry with this client id on the aircraft (ClientIdTaken). */
export async function refuseTakenClientId(req: PayloadRequest, aircraftId: number | string, clientId: string) {
  const found = await req.payload.find({
    collection: 'flight_logs',
    where: { and: [{ customer_aircraft: { equals: aircraftId } }, clientIdIs(clientId)] },
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
    where: { and: [{ customer_aircraft: { equals: aircraftId } }, clientIdIs(clientId)] },
    limit: 1,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return found.docs[0] ?? null
}

/**
 * A resubmission under a stored entry's client id is the same entry sent again only when it has the
 * same content (the content hash the server stored for it): other content is refused with 409 and a
 * message, never answered "stored" while it is dropped. A body that does not even pass the entry's
 * schema is other content too.
 */
export async function refuseChangedResubmission(req: PayloadRequest, stored: FlightLog, body: Record<string, unknown>) {
  if (!stored.content_hash) return
  const sent = await submittedContentHash(body).catch(() => null)
  if (sent === stored.content_hash) return
  refuse(req, 409, messageText(req, 'clientIdConflict', { number: stored.number ?? '' }), { code: 'clientIdConflict' })
}
