import { addDataAndFileToRequest, APIError, UnauthorizedError, type Endpoint, type PayloadRequest } from 'payload'

import { readSettings } from '../../globals/settings/read-settings'
import { refuseFields } from '../../lib/refuse'
import { clearCount, FREE_FAILURES, loginRules, reserveAttempt } from './login-throttle'
import { accountMessage, tooManyAttemptsMessage, type AccountMessage } from './messages'
import { verifyPassword } from './password-check'
import { withSessionLock } from './sessions'

/** Marks the update as coming through these endpoints, which checked the current password. */
export const OWN_CREDENTIALS_CONTEXT = 'ownCredentialsChecked'

type Body = Record<string, unknown>

async function bodyOf(req: PayloadRequest): Promise<Body> {
  await addDataAndFileToRequest(req)
  return (req.data ?? {}) as Body
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The current password, checked before one's own password or e-mail changes and at a password
 * sign-off of a journey-log entry. Wrong guesses are counted per user apart from logins (a wrong
 * current password never locks the login) and slow down the same way, so a borrowed session cannot try
 * passwords at full speed. Outside any transaction: the count stays when the request fails. `wrong`
 * words the refusal for what the password was asked for (a change of credentials, a signature).
 */
export async function checkCurrentPassword(
  req: PayloadRequest,
  userId: number,
  password: string,
  path = 'current_password',
  wrong: AccountMessage = 'wrongCurrentPassword',
) {
  const settings = await readSettings(req)
  const [accountRule] = loginRules('', null, settings.auth_login_attempts)
  const rule = { key: `change:${userId}`, limit: accountRule.limit, free: FREE_FAILURES }
  const verdict = await reserveAttempt(req.payload, [rule])
  if (!verdict.allowed) throw new APIError(tooManyAttemptsMessage(req, verdict.retryAfterMs), 429, undefined, true)
  const account = await req.payload.db.findOne<{ id: number; hash?: string; salt?: string }>({
    collection: 'users',
    where: { id: { equals: userId } },
  })
  if (!account || !(await verifyPassword(account, password))) {
    refuseFields(req, 'users', [{ path, message: accountMessage(req, wrong) }])
  }
  await clearCount(req.payload, rule.key)
}

function signedIn(req: PayloadRequest): number {
  if (!req.user || req.user.collection !== 'users') throw new UnauthorizedError(req.t)
  return Number(req.user.id)
}

function requireFields(req: PayloadRequest, body: Body, fields: string[]) {
  const missing = fields.filter((field) => !text(body[field]).trim())
  if (missing.length > 0) {
    refuseFields(
      req,
      'users',
      missing.map((path) => ({ path, message: accountMessage(req, 'required') })),
    )
  }
}

/**
 * POST /api/users/change-password {current_password, password}: the signed-in user's new password,
 * under the settings' policy. This session stays; the user's other sessions end.
 */
export const changePasswordEndpoint: Endpoint = {
  path: '/change-password',
  method: 'post',
  handler: async (req) => {
    const userId = signedIn(req)
    const body = await bodyOf(req)
    requireFields(req, body, ['current_password', 'password'])
    await checkCurrentPassword(req, userId, text(body.current_password))
    req.context[OWN_CREDENTIALS_CONTEXT] = true
    await withSessionLock(req, userId, () =>
      req.payload.update({
        collection: 'users',
        id: userId,
        data: { password: text(body.password) },
        overrideAccess: false,
        depth: 0,
        req,
      }),
    )
    return Response.json({ message: accountMessage(req, 'passwordChanged') })
  },
}

/** POST /api/users/change-email {current_password, email}: the signed-in user's new e-mail address. */
export const changeEmailEndpoint: Endpoint = {
  path: '/change-email',
  method: 'post',
  handler: async (req) => {
    const userId = signedIn(req)
    const body = await bodyOf(req)
    requireFields(req, body, ['current_password', 'email'])
    const email = text(body.email).trim()
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      refuseFields(req, 'users', [{ path: 'email', message: accountMessage(req, 'invalidEmail') }])
    }
    await checkCurrentPassword(req, userId, text(body.current_password))
    req.context[OWN_CREDENTIALS_CONTEXT] = true
    const user = await withSessionLock(req, userId, () =>
      req.payload.update({ collection: 'users', id: userId, data: { email }, overrideAccess: false, depth: 1, req }),
    )
    return Response.json({ message: accountMessage(req, 'emailChanged'), doc: user })
  },
}
