import {
  appendToFrontier,
  frontierFromHex,
  frontierRoot,
  frontierToHex,
  logHeadHash,
  logHeadText,
  toHex,
  type Frontier,
  type LogHeadStatement,
} from '@flugakte/domain'
import type { PayloadRequest } from 'payload'

import { relationNumber } from '../../access/relation-id'
import { isoInstant } from '../chain-entries'
import type { JourneyLogCheckpoint } from '../../payload-types'
import { serverKey } from '../server-key'

export const HEAD_VERSION = 2

/** A stored head (a version-2 checkpoint) as the log reads it. */
export type StoredHead = {
  id: number
  statement: LogHeadStatement
  frontier: Frontier
  signature: string
  key_id: string
  sealed: number | null
}

/** The statement a stored head signed, rebuilt from its row (dates in the one ISO form). */
export function headOf(checkpoint: JourneyLogCheckpoint): StoredHead {
  const frontier = Array.isArray(checkpoint.frontier) ? (checkpoint.frontier as string[]) : []
  return {
    id: checkpoint.id,
    statement: {
      aircraft: relationNumber(checkpoint.customer_aircraft)!,
      registration: checkpoint.registration,
      tree_size: Number(checkpoint.tree_size ?? 0),
      root_hash: checkpoint.root_hash ?? '',
      previous: checkpoint.previous ?? null,
      signed_at: isoInstant(checkpoint.signed_at),
      reason: checkpoint.reason,
    },
    frontier: safeFrontier(frontier),
    signature: checkpoint.signature,
    key_id: checkpoint.key_id,
    sealed: checkpoint.sealed ?? null,
  }
}

function safeFrontier(hexes: string[]): Frontier {
  try {
    return frontierFromHex(hexes)
  } catch {
    return []
  }
}

/** The aircraft's newest head (heads are stored in chain order under the aircraft's lock), or null. */
export async function latestHead(req: PayloadRequest, aircraftId: number): Promise<StoredHead | null> {
  const found = await req.payload.find({
    collection: 'journey_log_checkpoints',
    where: { and: [{ customer_aircraft: { equals: aircraftId } }, { v: { equals: HEAD_VERSION } }] },
    sort: '-id',
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const [doc] = found.docs
  return doc ? headOf(doc) : null
}

type NewHead = {
  aircraftId: number
  treeSize: number
  frontier: Frontier
  previous: StoredHead | null
  reason: LogHeadStatement['reason']
  /** For the journey log's readers: its entries and newest entry when the head was signed. */
  journeyLog?: { entries: number; head_number: number | null; head_hash: string | null }
  sealed?: number
}

/**
 * Signs and stores a head in the request's transaction (written by the server on purpose: nobody may
 * create heads through the API). The caller holds the aircraft's lock.
 */
export async function storeHead(req: PayloadRequest, head: NewHead): Promise<StoredHead> {
  const { payload } = req
  const aircraft = await payload.findByID({
    collection: 'customer_aircrafts',
    id: head.aircraftId,
    depth: 0,
    select: { registration: true },
    overrideAccess: true,
    req,
  })
  const statement: LogHeadStatement = {
    aircraft: head.aircraftId,
    registration: aircraft.registration,
    tree_size: head.treeSize,
    root_hash: toHex(frontierRoot(head.frontier)),
    previous: head.previous ? await logHeadHash(head.previous.statement) : null,
    signed_at: new Date().toISOString(),
    reason: head.reason,
  }
  const key = serverKey(payload.secret)
  const stored = await payload.create({
    collection: 'journey_log_checkpoints',
    data: {
      customer_aircraft: head.aircraftId,
      registration: statement.registration,
      entries: head.journeyLog?.entries ?? 0,
      head_number: head.journeyLog?.head_number ?? null,
      head_hash: head.journeyLog?.head_hash ?? null,
      signed_at: statement.signed_at,
      reason: statement.reason,
      v: HEAD_VERSION,
      tree_size: statement.tree_size,
      root_hash: statement.root_hash,
      previous: statement.previous,
      frontier: frontierToHex(head.frontier),
      sealed: head.sealed ?? null,
      signature: key.sign(logHeadText(statement)),
      key_id: key.keyId,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return headOf(stored)
}

/** The frontier after one more leaf. */
export function grow(previous: StoredHead | null, leaf: Uint8Array): { treeSize: number; frontier: Frontier } {
  const size = previous?.statement.tree_size ?? 0
  return { treeSize: size + 1, frontier: appendToFrontier(previous?.frontier ?? [], size, leaf) }
}
