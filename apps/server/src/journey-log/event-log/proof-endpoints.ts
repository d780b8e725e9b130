import {
  consistencyProof,
  fromHex,
  inclusionProof,
  logHeadText,
  merkleRoot,
  toHex,
  type Hash,
  type WitnessedHead,
} from '@flugakte/domain'
import type { Endpoint, PayloadRequest } from 'payload'

import { aircraftFromPath, badRequest } from '../../endpoints/request-params'
import { latestHead, type StoredHead } from './heads'
import { readEvents } from './verify-event-log'

/** A head as the calls answer it: the statement, the text that was signed, the signature and its key. */
export function headAnswer(head: StoredHead): WitnessedHead & { text: string } {
  return { ...head.statement, signature: head.signature, key_id: head.key_id, text: logHeadText(head.statement) }
}

/** The stored leaf hashes of the aircraft's first `size` leaves, in order. */
async function leafHashes(req: PayloadRequest, aircraftId: number, size: number): Promise<Hash[]> {
  const leaves: Hash[] = []
  for await (const events of readEvents(req, aircraftId)) {
    for (const event of events) {
      if (leaves.length >= size) return leaves
      leaves.push(fromHex(event.leaf_hash))
    }
  }
  return leaves
}

/** The proof that the newest head extends the tree of size `from`, with that head. */
export async function consistencyFor(req: PayloadRequest, aircraftId: number, from: number) {
  const head = await latestHead(req, aircraftId)
  const size = head?.statement.tree_size ?? 0
  const leaves = await leafHashes(req, aircraftId, size)
  const provable = from > 0 && from <= size && leaves.length === size
  return {
    from,
    to: size,
    proof: provable ? consistencyProof(leaves, from, size).map(toHex) : [],
    head: head ? headAnswer(head) : null,
  }
}

function sizeParam(req: PayloadRequest, name: string, max: number, fallback?: number): number {
  const value = req.searchParams.get(name)
  if ((value === null || value === '') && fallback !== undefined) return fallback
  if (value === null || !/^\d{1,9}$/.test(value) || Number(value) > max) badRequest(req, name, 'logSize')
  return Number(value)
}

/**
 * GET /api/customer_aircrafts/:id/journey-log/head: the aircraft's newest signed head, which a device
 * keeps as a witness.
 */
export const logHeadEndpoint: Endpoint = {
  path: '/:id/journey-log/head',
  method: 'get',
  handler: async (req) => {
    const id = await aircraftFromPath(req)
    const head = await latestHead(req, id)
    return Response.json({ head: head ? headAnswer(head) : null })
  },
}

/**
 * GET /api/customer_aircrafts/:id/journey-log/consistency?from=m: the proof that the newest head's tree
 * extends the tree of size m that a witness holds (RFC 9162 §2.1.4), with that newest head. The
 * witness checks it against the root it kept; the server cannot answer one for a rewritten log.
 */
export const logConsistencyEndpoint: Endpoint = {
  path: '/:id/journey-log/consistency',
  method: 'get',
  handler: async (req) => {
    const id = await aircraftFromPath(req)
    const head = await latestHead(req, id)
    const from = sizeParam(req, 'from', head?.statement.tree_size ?? 0)
    return Response.json(await consistencyFor(req, id, from))
  },
}

/**
 * GET /api/customer_aircrafts/:id/journey-log/inclusion?seq=i: the proof that leaf i is in the newest
 * head's tree (RFC 9162 §2.1.3), with the leaf and the record it names.
 */
export const logInclusionEndpoint: Endpoint = {
  path: '/:id/journey-log/inclusion',
  method: 'get',
  handler: async (req) => {
    const id = await aircraftFromPath(req)
    const head = await latestHead(req, id)
    const size = head?.statement.tree_size ?? 0
    if (size === 0) badRequest(req, 'seq', 'logSize')
    const seq = sizeParam(req, 'seq', size - 1)
    const leaves = await leafHashes(req, id, size)
    const event = await req.payload.find({
      collection: 'aircraft_log_events',
      where: { and: [{ customer_aircraft: { equals: id } }, { seq: { equals: seq } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const leaf = event.docs[0]
    return Response.json({
      seq,
      size,
      leaf: leaf
        ? { collection: leaf.subject, id: leaf.subject_id, digest: leaf.digest, leaf_hash: leaf.leaf_hash }
        : null,
      proof: inclusionProof(leaves, seq, size).map(toHex),
      root: toHex(merkleRoot(leaves.slice(0, size))),
      head: head ? headAnswer(head) : null,
    })
  },
}
