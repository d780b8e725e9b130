import { sql } from '@payloadcms/db-postgres'
import { APIError, type CollectionSlug, type PayloadRequest } from 'payload'

import { checkCurrentPassword } from '../../collections/users/change-credentials'
import { accountMessage } from '../../collections/users/messages'
import { selectRows } from '../../lib/raw-sql'
import { refuseFields, retryAfter } from '../../lib/refuse'
import { refuseSignature } from './messages'

/**
 * How a signer proves it is them, as sent: `{ method: 'passkey', response }` (a passkey's answer to the
 * record's challenge) or `{ method: 'password', password }`. Shared by the journey-log sign-off and the
 * release to service.
 */
export type SignOffProof = { method?: unknown; response?: unknown; password?: unknown }

/**
 * How long the signer's current-password checks wait (the throttle's `change:<user>` row), for the
 * `Retry-After` of a 429: the throttle words the wait in its message only.
 */
async function secondsToWait(req: PayloadRequest, signer: number): Promise<number> {
  const [row] = await selectRows<{ blocked_until: string | Date | null }>(
    req.payload,
    sql`select blocked_until from login_throttles where key = ${`change:${signer}`}`,
  )
  const until = row?.blocked_until ? new Date(row.blocked_until).getTime() : Date.now()
  return Math.max(1, Math.ceil((until - Date.now()) / 1000))
}

/**
 * The method of a sign-off, and for a password the password itself: checked before the transaction
 * that stores the signature, under the throttle of current-password checks, whose count outlives the
 * request (a wrong one answers like a wrong current password, at the field `password` of `collection`).
 * A passkey's answer is checked in that transaction (checkPasskeyAssertion), where its count moves on.
 */
export async function checkSignOffMethod(
  req: PayloadRequest,
  signer: number,
  proof: SignOffProof,
  collection: CollectionSlug,
): Promise<'passkey' | 'password'> {
  const method = proof.method
  if (method !== 'passkey' && method !== 'password') refuseSignature(req, 400, 'chooseMethod')
  if (method === 'password') {
    const password = typeof proof.password === 'string' ? proof.password : ''
    if (password === '') {
      refuseFields(req, collection, [{ path: 'password', message: accountMessage(req, 'required') }])
    }
    await checkCurrentPassword(req, signer, password, 'password', 'wrongSigningPassword').catch(
      async (error: unknown) => {
        if (error instanceof APIError && error.status === 429) retryAfter(req, await secondsToWait(req, signer))
        throw error
      },
    )
  }
  return method
}
