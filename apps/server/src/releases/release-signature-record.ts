import { releaseSignatureText, type ReleaseSignatureStatement, type ReleaseSubject } from '@flugakte/domain'
import type { PayloadRequest } from 'payload'

import type { Assertion } from '../journey-log/signatures/signature-record'
import { serverKey, type ServerKey } from '../journey-log/server-key'
import type { ReleaseSignature } from '../payload-types'

export type ReleaseSignOff = {
  release: { subject: ReleaseSubject; id: number; customer_aircraft: number; content_hash: string }
  signer: number
  method: 'passkey' | 'password'
  assertion: Assertion | null
  signedAt: Date
}

/**
 * A release signature row as stored: which record, its content hash (releaseContentHash), by whom, how
 * and when, the passkey's assertion, and the server's Ed25519 signature over that statement
 * (releaseSignatureText of the domain package; the record export's verify.mjs repeats it).
 */
export function releaseSignatureData({ release, signer, method, assertion, signedAt }: ReleaseSignOff, key: ServerKey) {
  const statement: ReleaseSignatureStatement = {
    collection: release.subject,
    record: release.id,
    content_hash: release.content_hash,
    signer,
    method,
    credential_id: assertion?.credential_id ?? null,
    signed_at: signedAt.toISOString(),
  }
  return {
    subject: release.subject,
    record_id: release.id,
    customer_aircraft: release.customer_aircraft,
    signer,
    method,
    credential_id: statement.credential_id,
    content_hash: release.content_hash,
    signed_at: statement.signed_at,
    authenticator_data: assertion?.authenticator_data ?? null,
    client_data_json: assertion?.client_data_json ?? null,
    signature: assertion?.signature ?? null,
    server_signature: key.sign(releaseSignatureText(statement)),
    key_id: key.keyId,
  }
}

/**
 * Stores a release signature. The server writes it (overrideAccess: nobody may create one through the
 * API) after the sign-off checked who signs what; in the caller's transaction.
 */
export function storeReleaseSignature(req: PayloadRequest, signOff: ReleaseSignOff): Promise<ReleaseSignature> {
  return req.payload.create({
    collection: 'release_signatures',
    data: releaseSignatureData(signOff, serverKey(req.payload.secret)),
    depth: 0,
    overrideAccess: true,
    req,
  })
}
