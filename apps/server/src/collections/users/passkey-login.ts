import { createHmac, timingSafeEqual } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server'
import { getFieldsToSign, jwtSign, type Endpoint, type PayloadHandler, type PayloadRequest } from 'payload'
import { addSessionToUser } from 'payload/shared'

import { recordActivity } from '../../audit/record-activity'
import { bodyOf, inRequestTransaction } from '../../journey-log/signatures/request'
import { relyingParty } from '../../journey-log/signatures/relying-party'
import { runStatement } from '../../lib/raw-sql'
import { refuse } from '../../lib/refuse'
import { accountMessage } from './messages'
import { withSessionLock } from './sessions'
import { signedIn } from './signed-in'

/** How long the browser may take from the options to the authenticator's answer. */
export const PASSKEY_LOGIN_LIFETIME_MS = 5 * 60_000

type Statement = { challenge: string; expires: number }

const keyOf = (secret: string) => createHmac('sha256', secret).update('flugakte:passkey-login').digest()
const macOf = (secret: string, body: string) => createHmac('sha256', keyOf(secret)).update(body).digest()

/** The challenge and its expiry, signed with the Payload secret: any app instance checks it, nothing is stored. */
export function challengeToken(secret: string, challenge: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ challenge, expires: now + PASSKEY_LOGIN_LIFETIME_MS })).toString('base64url')
  return `${body}.${macOf(secret, body).toString('base64url')}`
}

function readChallengeToken(secret: string, token: unknown, now = Date.now()): Statement | null {
  if (typeof token !== 'string') return null
  const [body, mac, ...rest] = token.split('.')
  if (!body || !mac || rest.length > 0) return null
  const given = Buffer.from(mac, 'base64url')
  const expected = macOf(secret, body)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const statement = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Statement
    if (typeof statement.challenge !== 'string' || typeof statement.expires !== 'number') return null
    return statement.expires > now ? statement : null
  } catch {
    return null
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

function isAssertion(value: unknown): value is AuthenticationResponseJSON {
  const response = (value as { response?: Record<string, unknown> } | null)?.response
  return (
    isText((value as { id?: unknown } | null)?.id) &&
    typeof response === 'object' &&
    response !== null &&
    isText(response.authenticatorData) &&
    isText(response.clientDataJSON) &&
    isText(response.signature)
  )
}

const rejected = (req: PayloadRequest): never => refuse(req, 400, accountMessage(req, 'passkeyLoginRejected'))

/**
 * POST /api/users/passkey-login/options: what the browser passes to navigator.credentials.get() to
 * sign in with a passkey, and a signed token of its challenge. No e-mail is asked: the browser offers
 * the passkeys it holds for this site (discoverable credentials), so the answer tells nobody which
 * addresses have accounts or passkeys.
 */
const options: PayloadHandler = async (req) => {
  const rp = relyingParty()
  const created = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: PASSKEY_LOGIN_LIFETIME_MS,
  })
  return Response.json({ options: created, token: challengeToken(req.payload.secret, created.challenge) })
}

/**
 * POST /api/users/passkey-login { token, response }: signs in the owner of the passkey that answered
 * the token's challenge (for this site, the user verified, within five minutes, once), with the same
 * session cookie, answer and device cookie as a password login. No password count applies: a passkey
 * cannot be guessed, so whoever floods the password login cannot keep its owner out this way.
 */
const signIn: PayloadHandler = async (req) => {
  const body = await bodyOf(req)
  const statement = readChallengeToken(req.payload.secret, body.token)
  if (!statement) refuse(req, 400, accountMessage(req, 'passkeyLoginExpired'))
  const response = body.response
  if (!isAssertion(response)) return rejected(req)
  const found = await req.payload.find({
    collection: 'passkeys',
    where: { credential_id: { equals: response.id } },
    limit: 1,
    depth: 0,
    pagination: false,
    // Nobody is signed in yet: the passkey's own signature below is what admits the caller.
    overrideAccess: true,
    req,
  })
  const passkey = found.docs[0]
  if (!passkey) return rejected(req)
  const userId = Number(typeof passkey.user === 'object' ? passkey.user.id : passkey.user)
  // The authenticator names the account it holds the passkey for (registration-options-endpoint.ts).
  const handle = response.response.userHandle
  if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== `flugakte-user-${userId}`) return rejected(req)
  const rp = relyingParty()
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: statement!.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credential_id,
      publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
      counter: passkey.counter,
    },
    requireUserVerification: true,
  }).catch(() => null)
  if (!verification?.verified) return rejected(req)

  const result = await withSessionLock(req, userId, () =>
    inRequestTransaction(req, async () => {
      const now = new Date().toISOString()
      // A challenge is answered once: its use is recorded until it would have expired anyway.
      const first = await runStatement(
        req.payload,
        sql`insert into login_throttles (key, failures, blocked_until, updated_at, created_at)
            values (${`passkey-challenge:${statement!.challenge}`}, 0, ${new Date(statement!.expires).toISOString()}, ${now}, ${now})
            on conflict (key) do nothing`,
        req,
      )
      if (first === 0) rejected(req)
      const moved = await runStatement(
        req.payload,
        sql`update "passkeys" set "counter" = ${verification.authenticationInfo.newCounter}, "updated_at" = ${now}
            where "id" = ${passkey.id} and "counter" = ${passkey.counter}`,
        req,
      )
      if (moved === 0) rejected(req)
      return startSession(req, userId)
    }),
  )
  return signedIn(req, result, userId)
}

type StoredUser = Record<string, unknown> & { id: number; email: string; status?: string | null }

/** A session for an active user, as Payload's login makes one after the password check; else the refusal. */
async function startSession(req: PayloadRequest, userId: number) {
  const collectionConfig = req.payload.collections.users.config
  const user = await req.payload.db.findOne<StoredUser>({ collection: 'users', where: { id: { equals: userId } }, req })
  if (!user || user.status !== 'active') return rejected(req)
  const { sid } = await addSessionToUser({ collectionConfig, payload: req.payload, req, user: user as never })
  const signed = { ...user, collection: 'users', _strategy: 'local-jwt' } as unknown as NonNullable<PayloadRequest['user']>
  const { exp, token } = await jwtSign({
    fieldsToSign: getFieldsToSign({ collectionConfig, email: user.email, sid, user: signed }),
    secret: req.payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  })
  req.user = signed
  await recordActivity(req, { action: 'login', collection: 'users', item: user.id, user: user.id })
  const read = await req.payload.findByID({
    collection: 'users',
    id: user.id,
    depth: collectionConfig.auth.depth,
    overrideAccess: false,
    user: signed,
    req,
  })
  return { token, exp, user: read }
}

export const passkeyLoginEndpoints: Endpoint[] = [
  { path: '/passkey-login/options', method: 'post', handler: options },
  { path: '/passkey-login', method: 'post', handler: signIn },
]
