import {
  addDataAndFileToRequest,
  APIError,
  AuthenticationError,
  headersWithCors,
  loginOperation,
  type Endpoint,
  type PayloadHandler,
  type PayloadRequest,
} from 'payload'

import { clientAddress } from '../../lib/client-address'
import { KeyedQueue } from '../../lib/keyed-queue'
import { readSettings } from '../../globals/settings/read-settings'
import { knownDevice } from './device-cookie'
import { accountKey, clearCount, deviceRule, loginRules, refundAttempt, reserveAttempt } from './login-throttle'
import { tooManyAttemptsMessage } from './messages'
import { spendPasswordCheck } from './password-check'
import { passkeyLoginEndpoints } from './passkey-login'
import { mailPasswordLink } from './password-link'
import { acrossInstances, inUserQueue, withSessionLock } from './sessions'
import { signedIn } from './signed-in'

type LoginUser = { id: number; status?: string | null }

/** 429 in Payload's error format, with the wait in the caller's language and in Retry-After. */
export function tooManyAttempts(req: PayloadRequest, retryAfterMs: number): Response {
  const headers = new Headers({ 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) })
  return Response.json(
    { errors: [{ message: tooManyAttemptsMessage(req, retryAfterMs) }] },
    { status: 429, headers: headersWithCors({ headers, req }) },
  )
}

/**
 * POST /api/users/login, Payload's login with four things around it:
 * - every attempt is counted before the password is checked, and refused with 429 while a count makes
 *   it wait (login-throttle.ts), one attempt per account at a time: per account (which locks for a
 *   while) and per client address (which is only slowed);
 * - from a device that signed in to the account before (its device cookie, device-cookie.ts) the
 *   attempt is counted per device instead, so nobody locks an owner out of their own devices;
 * - unknown and inactive accounts cost as long as a wrong password and get its answer, so neither
 *   the answer nor the time tells whether an account exists or is suspended;
 * - the login runs with the user's sessions to itself, so parallel logins all keep their session.
 */
const login: PayloadHandler = async (req) => {
  await addDataAndFileToRequest(req)
  const collection = req.payload.collections.users
  const data = (req.data ?? {}) as { email?: unknown; password?: unknown }
  const email = typeof data.email === 'string' ? data.email : ''
  const password = typeof data.password === 'string' ? data.password : ''
  const depth = Number.parseInt(req.searchParams.get('depth') ?? '', 10)
  const run = () =>
    loginOperation({ collection, data: { email, password }, depth: Number.isNaN(depth) ? undefined : depth, req })
  // Payload answers a missing e-mail or password with its field messages; nothing to count.
  if (!email.trim() || !password.trim()) await run()

  const settings = await readSettings(req)
  const user = await req.payload.db.findOne<LoginUser>({
    collection: 'users',
    where: { email: { equals: email.toLowerCase().trim() } },
  })
  const known = user !== null && user.status === 'active'
  const device = known ? knownDevice(req, user.id) : null
  const rules = device
    ? [deviceRule(device, settings.auth_login_attempts)]
    : loginRules(email, clientAddress(req.headers), settings.auth_login_attempts)

  // Counted before the password is checked, one attempt per account at a time: a burst gets through
  // only as many attempts as the count admits, while parallel good logins each get their turn. The
  // count is taken before the login's transaction, so no attempt holds two database connections.
  const attempt = async (): Promise<Response> => {
    const verdict = await reserveAttempt(req.payload, rules)
    if (!verdict.allowed) return tooManyAttempts(req, verdict.retryAfterMs)
    if (!known) {
      await spendPasswordCheck(password)
      throw new AuthenticationError(req.t)
    }
    const result = await acrossInstances(req, user.id, run)
    // The account's (or the device's) count starts from zero; of the address's, only this attempt goes.
    for (const rule of rules) {
      if (rule.key.startsWith('address:')) await refundAttempt(req.payload, rule)
      else await clearCount(req.payload, rule.key)
    }
    return signedIn(req, result, user.id)
  }
  return known ? inUserQueue(user.id, attempt) : unknownAccounts.run(accountKey(email), attempt)
}

/** Attempts on an account that does not exist (or is not active) queue as those on an active one do. */
const unknownAccounts = new KeyedQueue()

/**
 * POST /api/users/forgot-password answers at once, the same for every address; the lookup, the token
 * and the mail follow after the answer, so its time does not tell which addresses have accounts
 * (Payload itself answers an unknown address in 12 ms and a known one after sending the mail).
 */
const forgotPassword: PayloadHandler = async (req) => {
  await addDataAndFileToRequest(req)
  const email = typeof req.data?.email === 'string' ? req.data.email : ''
  // Without an address the answer is Payload's 400 "Missing email."; that says nothing about accounts.
  if (!email.trim()) throw new APIError('Missing email.', 400)
  void mailPasswordLink(req, email, { limited: true }).catch((error: unknown) =>
    req.payload.logger.error({ err: error, msg: 'forgot-password failed' }),
  )
  return Response.json(
    { message: req.t('general:success') },
    { headers: headersWithCors({ headers: new Headers(), req }), status: 200 },
  )
}

/** Payload's own handler of a route this collection takes over. */
function payloadHandler(req: PayloadRequest, method: string, path: string, own: PayloadHandler): PayloadHandler {
  const endpoint = (req.payload.collections.users.config.endpoints || []).find(
    (candidate) => candidate.method === method && candidate.path === path && candidate.handler !== own,
  )
  if (!endpoint) throw new Error(`Payload has no ${method} ${path} for users`)
  return endpoint.handler
}

/** Payload's handler, run with the signed-in user's (or the addressed user's) sessions to itself. */
function underSessionLock(method: 'post' | 'patch', path: string, userOf: (req: PayloadRequest) => string | number | null) {
  const handler: PayloadHandler = async (req) => {
    const payloadOwn = payloadHandler(req, method, path, handler)
    const userId = userOf(req)
    if (userId === null || !/^\d+$/.test(String(userId))) return payloadOwn(req)
    return withSessionLock(req, userId, async () => payloadOwn(req))
  }
  return handler
}

const signedInUser = (req: PayloadRequest) => (req.user ? req.user.id : null)

export const sessionEndpoints: Endpoint[] = [
  { path: '/login', method: 'post', handler: login },
  { path: '/forgot-password', method: 'post', handler: forgotPassword },
  ...passkeyLoginEndpoints,
  { path: '/logout', method: 'post', handler: underSessionLock('post', '/logout', signedInUser) },
  { path: '/refresh-token', method: 'post', handler: underSessionLock('post', '/refresh-token', signedInUser) },
  // An account update rewrites the whole record, sessions included (e.g. an administrator suspending
  // someone while they log in): it waits for the user's logins and logouts, and they for it.
  { path: '/:id', method: 'patch', handler: underSessionLock('patch', '/:id', (req) => String(req.routeParams?.id ?? '')) },
]
