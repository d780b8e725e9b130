import {
  LOG_COLLECTIONS,
  appendToFrontier,
  frontierRoot,
  leafHash,
  logHeadHash,
  logHeadText,
  logLeafText,
  toHex,
  type Frontier,
  type LogCollection,
} from '@flugakte/domain'
import type { PayloadRequest } from 'payload'

import type { AircraftLogEvent } from '../../payload-types'
import { verifierFor } from '../server-key'
import { digestOf, recordKey, recordsOfLeaves } from './event-content'
import { HEAD_VERSION, headOf, type StoredHead } from './heads'

export type LogBreakReason =
  /** A record's content is no longer what its leaf holds. */
  | 'content'
  /** A leaf names a record that is gone. */
  | 'missing'
  /** A record of the aircraft that has no leaf. */
  | 'unlogged'
  /** Leaves out of order or with gaps. */
  | 'order'
  /** A head whose signature does not hold, or that does not follow the head before. */
  | 'head'
  /** The leaves no longer lead to a signed head's root. */
  | 'root'
  /** Fewer leaves than the newest head counts: the log was cut short. */
  | 'truncated'
  /** Leaves after the newest head: appended without a signed head. */
  | 'unsigned'

export type EventLogVerification = {
  ok: boolean
  size: number
  root: string | null
  heads: number
  latest: { tree_size: number; root_hash: string; signed_at: string; reason: string } | null
  firstBroken: { seq: number; reason: LogBreakReason; collection?: LogCollection; id?: number } | null
}

const BATCH = 1000

/**
 * Recomputes an aircraft's event log from the stored records: every leaf from its record as stored now,
 * the tree from the leaves, every signed head's root from the tree, the chain of heads, and whether
 * every record of the aircraft has its leaf. Reads one batch at a time. The caller has checked the
 * aircraft's scope; what it reports first is the lowest place where the log is no longer the one the
 * heads signed.
 */
export async function verifyEventLog(req: PayloadRequest, aircraftId: number): Promise<EventLogVerification> {
  let firstBroken: EventLogVerification['firstBroken'] = null
  const broken = (seq: number, reason: LogBreakReason, subject?: { collection: LogCollection; id: number }) => {
    if (firstBroken === null || seq < firstBroken.seq) firstBroken = { seq, reason, ...subject }
  }

  // The heads, in the order they were stored: each names the one before; roots by size.
  const roots = new Map<number, string>()
  let latest: StoredHead | null = null
  let heads = 0
  let previousHash: string | null = null
  for await (const head of readHeads(req, aircraftId)) {
    heads += 1
    const { statement } = head
    const verify = verifierFor(req.payload.secret, head.key_id)
    const signed = verify !== null && verify(logHeadText(statement), head.signature)
    const follows = statement.previous === previousHash && statement.aircraft === aircraftId
    const grows = latest === null || statement.tree_size >= latest.statement.tree_size
    const known = roots.get(statement.tree_size)
    if (!signed || !follows || !grows || (known !== undefined && known !== statement.root_hash)) {
      broken(Math.min(statement.tree_size, latest?.statement.tree_size ?? 0), 'head')
    }
    roots.set(statement.tree_size, statement.root_hash)
    previousHash = await logHeadHash(statement)
    latest = head
  }

  // The leaves, recomputed from the records.
  let frontier: Frontier = []
  let size = 0
  const logged = new Map<LogCollection, number>()
  for await (const events of readEvents(req, aircraftId)) {
    const records = await recordsOfLeaves(req, events)
    for (const event of events) {
      const seq = Number(event.seq)
      const collection = event.subject
      const id = Number(event.subject_id)
      const subject = { collection, id }
      if (seq !== size) broken(size, 'order', subject)
      logged.set(collection, (logged.get(collection) ?? 0) + 1)
      const record = records.get(recordKey(collection, id))
      let digest = event.digest
      if (!record || record.aircraft !== aircraftId) {
        broken(seq, 'missing', subject)
      } else {
        digest = await digestOf(record)
        if (digest !== event.digest) broken(seq, 'content', subject)
      }
      // The leaf as the record makes it now: a changed record changes the root, whatever the stored leaf says.
      const leaf = leafHash(logLeafText({ aircraft: aircraftId, seq: size, collection, id, digest }))
      frontier = appendToFrontier(frontier, size, leaf)
      size += 1
      const signedRoot = roots.get(size)
      if (signedRoot !== undefined && signedRoot !== toHex(frontierRoot(frontier))) broken(seq, 'root', subject)
    }
  }

  const latestSize = (latest as StoredHead | null)?.statement.tree_size ?? 0
  if (size < latestSize) broken(size, 'truncated')
  if (size > latestSize) broken(latestSize, 'unsigned')

  // Every record of the aircraft has its leaf.
  for (const collection of LOG_COLLECTIONS) {
    const { totalDocs } = await req.payload.count({
      collection,
      where: { customer_aircraft: { equals: aircraftId } },
      overrideAccess: true,
      req,
    })
    if (totalDocs !== (logged.get(collection) ?? 0)) broken(size, 'unlogged', { collection, id: 0 })
  }

  const newest = latest as StoredHead | null
  return {
    ok: firstBroken === null,
    size,
    root: size > 0 || newest ? toHex(frontierRoot(frontier)) : null,
    heads,
    latest: newest
      ? {
          tree_size: newest.statement.tree_size,
          root_hash: newest.statement.root_hash,
          signed_at: newest.statement.signed_at,
          reason: newest.statement.reason,
        }
      : null,
    firstBroken,
  }
}

/** The aircraft's heads in the order they were stored, a batch at a time. */
export async function* readHeads(req: PayloadRequest, aircraftId: number): AsyncGenerator<StoredHead> {
  let after = 0
  for (;;) {
    const found = await req.payload.find({
      collection: 'journey_log_checkpoints',
      where: {
        and: [
          { customer_aircraft: { equals: aircraftId } },
          { v: { equals: HEAD_VERSION } },
          { id: { greater_than: after } },
        ],
      },
      sort: 'id',
      limit: BATCH,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const doc of found.docs) yield headOf(doc)
    if (found.docs.length < BATCH) return
    after = found.docs[found.docs.length - 1]!.id
  }
}

/** The aircraft's leaves in order, a batch at a time. */
export async function* readEvents(req: PayloadRequest, aircraftId: number): AsyncGenerator<AircraftLogEvent[]> {
  let after = -1
  for (;;) {
    const found = await req.payload.find({
      collection: 'aircraft_log_events',
      where: { and: [{ customer_aircraft: { equals: aircraftId } }, { seq: { greater_than: after } }] },
      sort: 'seq',
      limit: BATCH,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (found.docs.length > 0) yield found.docs
    if (found.docs.length < BATCH) return
    after = Number(found.docs[found.docs.length - 1]!.seq)
  }
}
