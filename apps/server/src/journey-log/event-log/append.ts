import { leafHash, logLeafText, toHex, type LogCollection, type LogHeadStatement } from '@flugakte/domain'
import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { lockNumbering } from '../../collections/flight-logs/numbering-lock'
import { newestEntry } from '../../collections/flight-logs/totals'
import { transactionDb } from '../../lib/drizzle-tables'
import { digestOf, loggedRecords } from './event-content'
import { grow, latestHead, storeHead, type StoredHead } from './heads'

/** The journey log's count and newest entry, which every head also names for the log's readers. */
export async function journeyLogOf(req: PayloadRequest, aircraftId: number) {
  const newest = await newestEntry(await transactionDb(req), req.payload, aircraftId)
  return { entries: newest?.number ?? 0, head_number: newest?.number ?? null, head_hash: newest?.hash ?? null }
}

/**
 * Appends a stored record to its aircraft's event log and signs the new head, in the request's
 * transaction and under the aircraft's lock (the one that numbers its journey log), so leaves and heads
 * of one aircraft are written one after another, across processes too.
 */
export async function appendToLog(req: PayloadRequest, collection: LogCollection, id: number): Promise<StoredHead> {
  const record = (await loggedRecords(req, collection, [id])).get(id)
  if (!record) throw new Error(`${collection} ${id} is not stored: nothing to append`)
  await lockNumbering(req, record.aircraft)
  const previous = await latestHead(req, record.aircraft)
  const seq = previous?.statement.tree_size ?? 0
  const digest = await digestOf(record)
  const leaf = leafHash(logLeafText({ aircraft: record.aircraft, seq, collection, id, digest }))
  await req.payload.create({
    collection: 'aircraft_log_events',
    data: {
      customer_aircraft: record.aircraft,
      seq,
      subject: collection,
      subject_id: id,
      digest,
      leaf_hash: toHex(leaf),
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return storeHead(req, {
    aircraftId: record.aircraft,
    ...grow(previous, leaf),
    previous,
    reason: 'append',
    journeyLog: await journeyLogOf(req, record.aircraft),
  })
}

/** Stores leaf `seq` of the aircraft's log, naming a record by its content digest; answers its leaf hash. */
export async function storeLeaf(
  req: PayloadRequest,
  aircraft: number,
  seq: number,
  collection: LogCollection,
  id: number,
  digest: string,
): Promise<Uint8Array> {
  const leaf = leafHash(logLeafText({ aircraft, seq, collection, id, digest }))
  await req.payload.create({
    collection: 'aircraft_log_events',
    data: { customer_aircraft: aircraft, seq, subject: collection, subject_id: id, digest, leaf_hash: toHex(leaf) },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return leaf
}

/**
 * A head at the log's present size, signed for a moment that matters (the day's checkpoint, an export):
 * the chain of heads goes on, and a notice or export that carries it is a witness.
 */
export async function signCurrentHead(
  req: PayloadRequest,
  aircraftId: number,
  reason: Extract<LogHeadStatement['reason'], 'daily' | 'export' | 'migration'>,
  sealed?: number,
): Promise<StoredHead> {
  await lockNumbering(req, aircraftId)
  const previous = await latestHead(req, aircraftId)
  return storeHead(req, {
    aircraftId,
    treeSize: previous?.statement.tree_size ?? 0,
    frontier: previous?.frontier ?? [],
    previous,
    reason,
    journeyLog: await journeyLogOf(req, aircraftId),
    sealed,
  })
}

/** afterChange of every collection in the log: a created record becomes the next leaf of its aircraft. */
export function appendAfterCreate(collection: LogCollection): CollectionAfterChangeHook {
  return async ({ doc, operation, req }) => {
    if (operation === 'create') await appendToLog(req, collection, Number(doc.id))
    return doc
  }
}
