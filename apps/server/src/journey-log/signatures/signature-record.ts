import { signatureText, type SignatureStatement } from '@flugakte/domain'
import type { PayloadRequest } from 'payload'

import type { FlightLogSignature } from '../../payload-types'
import { serverKey, type ServerKey } from '../server-key'

/** The WebAuthn assertion a passkey signature keeps (base64url, as the authenticator gave it). */
export type Assertion = {
  credential_id: string
  authenticator_data: string
  client_data_json: string
  signature: string
}

export type SignOff = {
  entry: { id: number; customer_aircraft: number; content_hash: string }
  signer: number
  method: 'passkey' | 'password'
  assertion: Assertion | null
  signedAt: Date
}

/**
 * A signature row as stored: what was signed, by whom, how and when, the passkey's assertion, and the
 * server's Ed25519 signature over that statement (signatureText of the domain package).
 */
export function signatureData({ entry, signer, method, assertion, signedAt }: SignOff, key: ServerKey) {
  const statement: SignatureStatement = {
    flight_log: entry.id,
    content_hash: entry.content_hash,
    signer,
    method,
    credential_id: assertion?.credential_id ?? null,
    signed_at: signedAt.toISOString(),
  }
  return {
    flight_log: entry.id,
    customer_aircraft: entry.customer_aircraft,
    signer,
    method,
    credential_id: statement.credential_id,
    content_hash: entry.content_hash,
    signed_at: statement.signed_at,
    authenticator_data: assertion?.authenticator_data ?? null,
    client_data_json: assertion?.client_data_json ?? null,
    signature: assertion?.signature ?? null,
    server_signature: key.sign(signatureText(statement)),
    key_id: key.keyId,
  }
}

/**
 * Stores a sign-off. The server writes it (overrideAccess: nobody may create signatures through the
 * API) after the sign-off endpoint or the demo seed checked who signs what; in the caller's transaction.
 */
export function storeSignature(req: PayloadRequest, signOff: SignOff): Promise<FlightLogSignature> {
  return req.payload.create({
    collection: 'flight_log_signatures',
    data: signatureData(signOff, serverKey(req.payload.secret)),
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/** What the sign-off endpoint answers about a stored signature. */
export function signatureAnswer(doc: FlightLogSignature) {
  const { id, flight_log, signer, method, credential_id, content_hash, signed_at } = doc
  return { id, flight_log, signer, method, credential_id: credential_id ?? null, content_hash, signed_at }
}
