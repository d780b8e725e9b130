import { chainHash, checkpointText, contentHash, signatureText, type SignatureStatement } from '@flugakte/domain'
import type { PayloadRequest } from 'payload'

import { relationNumber } from '../access/relation-id'
import type { FlightLogSignature, JourneyLogCheckpoint, Passkey } from '../payload-types'
import { chainEntries, isoInstant, type ChainEntry } from './chain-entries'
import { checkpointStatementOf } from './checkpoints'
import { verifyEventLog, type EventLogVerification } from './event-log/verify-event-log'
import { verifierFor } from './server-key'
import { verifyPasskeySignature } from './signatures/verify-passkey-signature'

export type BrokenReason = 'content' | 'chain' | 'gap' | 'checkpoint' | 'signature'

export type JourneyLogVerification = {
  ok: boolean
  entries: number
  head: { number: number; hash: string | null } | null
  checkpoints: { count: number; latest: { signed_at: string; head_number: number | null; ok: boolean } | null }
  signatures: { count: number; invalid: number }
  firstBroken: { number: number; reason: BrokenReason } | null
  /** The aircraft's event log (entries, sign-offs, releases and records under signed heads). */
  log: EventLogVerification
}

type Options = { batchSize?: number }

/** The statement a stored signature record states, as its server signature signed it. */
export function signatureStatementOf(signature: FlightLogSignature): SignatureStatement {
  return {
    flight_log: relationNumber(signature.flight_log)!,
    content_hash: signature.content_hash,
    signer: relationNumber(signature.signer)!,
    method: signature.method,
    credential_id: signature.credential_id ?? null,
    signed_at: isoInstant(signature.signed_at),
  }
}

/**
 * Recomputes an aircraft's chain from the stored entries, one batch at a time, and checks every
 * checkpoint and signature record against it. What it reports first is the lowest entry number where
 * the stored log stops being the one that was recorded, signed and checkpointed. The caller has checked
 * that the aircraft is in its scope; the records are read as the caller.
 */
export async function verifyJourneyLog(
  req: PayloadRequest,
  aircraftId: number,
  { batchSize = 1000 }: Options = {},
): Promise<JourneyLogVerification> {
  let firstBroken: JourneyLogVerification['firstBroken'] = null
  const broken = (number: number, reason: BrokenReason) => {
    if (firstBroken === null || number < firstBroken.number) firstBroken = { number, reason }
  }

  const checkpoints = await readCheckpoints(req, aircraftId)
  // Checkpoints whose signature holds, by the head they name: each is compared when that entry passes.
  const signedHeads = new Map<number, JourneyLogCheckpoint[]>()
  const checkpointOk = new Map<number, boolean>()
  for (const checkpoint of checkpoints) {
    const statement = checkpointStatementOf(checkpoint)
    const signed =
      verifierFor(req.payload.secret, checkpoint.key_id) !== null &&
      relationNumber(checkpoint.customer_aircraft) === aircraftId &&
      statement.entries === (statement.head_number ?? 0) &&
      verifierFor(req.payload.secret, checkpoint.key_id)!(checkpointText(statement), checkpoint.signature)
    checkpointOk.set(checkpoint.id, signed)
    if (!signed) {
      broken(statement.head_number ?? 0, 'checkpoint')
    } else if (statement.head_number !== null) {
      signedHeads.set(statement.head_number, [...(signedHeads.get(statement.head_number) ?? []), checkpoint])
    }
  }

  let expected = 1
  let previousHash: string | null = null
  let head: JourneyLogVerification['head'] = null
  let entries = 0
  const signatures = { count: 0, invalid: 0 }
  for await (const batch of chainEntries(req.payload, aircraftId, { batchSize }, req)) {
    for (const entry of batch) {
      entries += 1
      if (entry.number !== expected) broken(expected, 'gap')
      if (entry.content_hash === null || (await contentHash(entry)) !== entry.content_hash) {
        broken(entry.number, 'content')
      }
      // A recorded time that is no instant any more was changed too.
      const link =
        entry.content_hash !== null && entry.recorded_at !== null && !Number.isNaN(Date.parse(entry.recorded_at))
          ? await chainHash({
              aircraft: aircraftId,
              number: entry.number,
              content_hash: entry.content_hash,
              recorded_at: entry.recorded_at,
              previous_hash: previousHash,
            })
          : null
      if (link === null || link !== entry.hash) broken(entry.number, 'chain')
      for (const checkpoint of signedHeads.get(entry.number) ?? []) {
        if (checkpoint.head_hash !== entry.hash) {
          checkpointOk.set(checkpoint.id, false)
          broken(entry.number, 'checkpoint')
        }
      }
      signedHeads.delete(entry.number)
      previousHash = entry.hash
      expected = entry.number + 1
      head = { number: entry.number, hash: entry.hash }
    }
    const checked = await checkSignatures(req, batch)
    signatures.count += checked.count
    signatures.invalid += checked.invalid
    for (const number of checked.brokenAt) broken(number, 'signature')
  }
  // A signed head the log no longer reaches: entries were removed from its end.
  for (const [number, stranded] of signedHeads) {
    for (const checkpoint of stranded) checkpointOk.set(checkpoint.id, false)
    broken(Math.min(number, expected), 'gap')
  }

  const log = await verifyEventLog(req, aircraftId)
  const latest = checkpoints[0]
  return {
    ok: firstBroken === null && log.ok,
    entries,
    head,
    checkpoints: {
      count: checkpoints.length + log.heads,
      latest: log.latest
        ? { signed_at: log.latest.signed_at, head_number: head?.number ?? null, ok: log.ok }
        : latest
          ? {
              signed_at: isoInstant(latest.signed_at),
              head_number: latest.head_number ?? null,
              ok: checkpointOk.get(latest.id) ?? false,
            }
          : null,
    },
    signatures,
    firstBroken,
    log,
  }
}

/**
 * The aircraft's checkpoints of version 1 (from before the event log), newest first: one a day at most,
 * plus one per export. The heads of version 2 are checked with the event log.
 */
async function readCheckpoints(req: PayloadRequest, aircraftId: number): Promise<JourneyLogCheckpoint[]> {
  const found = await req.payload.find({
    collection: 'journey_log_checkpoints',
    where: {
      and: [{ customer_aircraft: { equals: aircraftId } }, { or: [{ v: { equals: 1 } }, { v: { exists: false } }] }],
    },
    sort: '-signed_at',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return found.docs
}

/**
 * The signature records of one batch of entries, each against the entry it names: the server's
 * signature over its statement, the content hash it signed, and for a passkey the WebAuthn assertion
 * with the signer's registered public key.
 */
async function checkSignatures(req: PayloadRequest, batch: ChainEntry[]) {
  const byId = new Map(batch.map((entry) => [entry.id, entry]))
  const found = await req.payload.find({
    collection: 'flight_log_signatures',
    where: { flight_log: { in: [...byId.keys()] } },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const passkeys = await passkeysOf(req, found.docs)
  const brokenAt: number[] = []
  for (const signature of found.docs) {
    const entry = byId.get(relationNumber(signature.flight_log)!)!
    const passkey = signature.credential_id ? passkeys.get(signature.credential_id) : undefined
    const valid =
      signature.content_hash === entry.content_hash &&
      relationNumber(signature.customer_aircraft) === relationNumber(entry.customer_aircraft) &&
      (verifierFor(req.payload.secret, signature.key_id)?.(
        signatureText(signatureStatementOf(signature)),
        signature.server_signature,
      ) ??
        false) &&
      (signature.method !== 'passkey' ||
        (passkey !== undefined &&
          relationNumber(passkey.user) === relationNumber(signature.signer) &&
          verifyPasskeySignature(signature, passkey.public_key)))
    if (!valid) brokenAt.push(entry.number)
  }
  return { count: found.docs.length, invalid: brokenAt.length, brokenAt }
}

/**
 * The registered passkeys the signatures name. Their public keys are read by the server on purpose:
 * only their owners may list them, yet anybody who may read the log checks the signatures with them.
 */
async function passkeysOf(req: PayloadRequest, signatures: FlightLogSignature[]) {
  const ids = [...new Set(signatures.map((signature) => signature.credential_id).filter((id) => !!id))] as string[]
  if (ids.length === 0) return new Map<string, Passkey>()
  const found = await req.payload.find({
    collection: 'passkeys',
    where: { credential_id: { in: ids } },
    depth: 0,
    pagination: false,
    select: { user: true, credential_id: true, public_key: true },
    overrideAccess: true,
    req,
  })
  return new Map(found.docs.map((passkey) => [passkey.credential_id, passkey as Passkey]))
}
