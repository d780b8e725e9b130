import { sql } from '@payloadcms/db-postgres'
import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server'
import type { PayloadRequest } from 'payload'

import { runStatement } from '../../lib/raw-sql'
import { refuseSignature } from './messages'
import { answeredChallenge, challengeState } from './passkey-challenge'
import { relyingParty } from './relying-party'
import type { Assertion } from './signature-record'

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

function isAssertion(value: unknown): value is AuthenticationResponseJSON {
  const response = (value as { response?: Record<string, unknown> } | null)?.response
  return (
    isText((value as { id?: unknown }).id) &&
    typeof response === 'object' &&
    response !== null &&
    isText(response.authenticatorData) &&
    isText(response.clientDataJSON) &&
    isText(response.signature)
  )
}

/**
 * Set in `req.context` by the submission of an entry kept on a phone (POST /api/flight_logs/submit):
 * its sign-off was made on the phone, possibly offline, over the bare content hash, since no server
 * could hand out a nonce there. Only that path sets it; a request body cannot.
 */
export const OFFLINE_SIGN_OFF = 'offlineSignOff'

/**
 * The challenge the answer must be to: one this server issued to the caller for this content hash and
 * that has not expired (issueChallenge), or, for an entry's sign-off made on the phone with its
 * submission, the content hash alone. An expired one answers that the dialog took too long.
 */
function expectedChallenge(req: PayloadRequest, contentHash: string, response: AuthenticationResponseJSON): string {
  const challenge = answeredChallenge(response.response.clientDataJSON)
  const state = challengeState(req.payload.secret, challenge, contentHash, Number(req.user?.id))
  if (state === 'fresh' || (state === 'bare' && req.context[OFFLINE_SIGN_OFF] === true)) return challenge
  refuseSignature(req, 400, state === 'expired' ? 'passkeyChallengeExpired' : 'passkeyRejected')
}

/**
 * Checks a passkey's answer to the record's challenge (its content hash and a fresh server nonce) for
 * the caller: the credential is one of the caller's passkeys, the assertion is signed by it for this
 * site with the user verified, and its signature count moved on. The count is stored compare-and-set in the sign-off's transaction,
 * so of two requests with one answer only one gets through. Answers what the signature row keeps.
 */
export async function checkPasskeyAssertion(
  req: PayloadRequest,
  contentHash: string,
  response: unknown,
): Promise<Assertion> {
  if (!isAssertion(response)) refuseSignature(req, 400, 'passkeyRejected')
  const found = await req.payload.find({
    collection: 'passkeys',
    where: { credential_id: { equals: response.id } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const passkey = found.docs[0]
  if (!passkey) refuseSignature(req, 400, 'unknownPasskey')
  const rp = relyingParty()
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: expectedChallenge(req, contentHash, response),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credential_id,
      publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
      counter: passkey.counter,
    },
    requireUserVerification: true,
  }).catch(() => null)
  if (!verification?.verified) refuseSignature(req, 400, 'passkeyRejected')
  const moved = await runStatement(
    req.payload,
    sql`update "passkeys" set "counter" = ${verification.authenticationInfo.newCounter}, "updated_at" = ${new Date().toISOString()}
        where "id" = ${passkey.id} and "counter" = ${passkey.counter}`,
    req,
  )
  if (moved === 0) refuseSignature(req, 400, 'passkeyReplayed')
  return {
    credential_id: passkey.credential_id,
    authenticator_data: response.response.authenticatorData,
    client_data_json: response.response.clientDataJSON,
    signature: response.response.signature,
  }
}
