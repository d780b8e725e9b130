import { derivedFlightLogFields, flightLogInputSchema } from './flight-log'
import { contentHash } from './journey-log-chain'

/**
 * The content hash the server stores for an entry submitted with this body (what a create takes): the
 * schema-checked entry with the figures derived from it (its flight time among them). A phone signs it
 * before the entry has reached the server, possibly without reception.
 */
export async function submittedContentHash(body: unknown): Promise<string> {
  const entry = flightLogInputSchema.parse(body)
  return contentHash({ ...entry, ...derivedFlightLogFields(entry) })
}
