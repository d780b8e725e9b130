import { logContentDigest, type LogCollection } from '@flugakte/domain'
import type { PayloadRequest } from 'payload'

import { relationNumber } from '../../access/relation-id'
import { chainEntriesById, type ChainEntry } from '../chain-entries'

/** A record as its leaf covers it, with the aircraft it belongs to. */
export type LoggedRecord = { id: number; aircraft: number; content: Record<string, unknown> }

/**
 * A journey-log entry's leaf content: its number, its content hash and chain link (which the chain's
 * own check ties to every legal item) and the totals it carries forward, which drive the due list.
 */
function entryContent(entry: ChainEntry): Record<string, unknown> {
  return {
    number: entry.number,
    content_hash: entry.content_hash,
    hash: entry.hash,
    recorded_at: entry.recorded_at,
    pic: entry.pic,
    total_flights: entry.total_flights,
    total_minutes: entry.total_minutes,
    total_landings: entry.total_landings,
    total_engine_minutes: entry.total_engine_minutes,
    total_cycles: entry.total_cycles,
  }
}

/**
 * Every stored field of a record but the time it was last saved (records in the log are never updated:
 * their collections refuse it), as Payload reads it back at depth 0, so the leaf covers each field in
 * full. Undefined values are left out, as JSON leaves them out.
 */
function recordContent(doc: Record<string, unknown>): Record<string, unknown> {
  const content: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(doc)) {
    if (key === 'updatedAt' || value === undefined) continue
    content[key] = value
  }
  return content
}

/**
 * The records of one collection by id, in the form their leaves hash. Read by the server on purpose
 * (the caller's scope is checked by whoever asks): a field hidden from one reader must not change the
 * leaf. Missing ids are simply absent from the answer.
 */
export async function loggedRecords(
  req: PayloadRequest,
  collection: LogCollection,
  ids: readonly number[],
): Promise<Map<number, LoggedRecord>> {
  const found = new Map<number, LoggedRecord>()
  if (ids.length === 0) return found
  if (collection === 'flight_logs') {
    for (const entry of await chainEntriesById(req.payload, ids, req)) {
      found.set(entry.id, {
        id: entry.id,
        aircraft: relationNumber(entry.customer_aircraft)!,
        content: entryContent(entry),
      })
    }
    return found
  }
  const result = await req.payload.find({
    collection,
    where: { id: { in: [...ids] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const doc of result.docs as unknown as Record<string, unknown>[]) {
    const id = Number(doc.id)
    found.set(id, { id, aircraft: relationNumber(doc.customer_aircraft)!, content: recordContent(doc) })
  }
  return found
}

/**
 * The records a batch of leaves names, each collection in one read, keyed `collection:id` (recordKey).
 */
export async function recordsOfLeaves(
  req: PayloadRequest,
  leaves: readonly { subject: LogCollection; subject_id: number | string }[],
): Promise<Map<string, LoggedRecord>> {
  const byCollection = new Map<LogCollection, number[]>()
  for (const leaf of leaves) {
    const ids = byCollection.get(leaf.subject) ?? []
    ids.push(Number(leaf.subject_id))
    byCollection.set(leaf.subject, ids)
  }
  const records = new Map<string, LoggedRecord>()
  for (const [collection, ids] of byCollection) {
    for (const [id, record] of await loggedRecords(req, collection, ids)) records.set(recordKey(collection, id), record)
  }
  return records
}

export const recordKey = (collection: LogCollection, id: number | string) => `${collection}:${Number(id)}`

export function digestOf(record: LoggedRecord): Promise<string> {
  return logContentDigest(record.content)
}
