import { randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { forgotPasswordEmail, forgotPasswordSubject } from './forgot-password-email'
import { reserveAttempt } from './login-throttle'
import { withSessionLock } from './sessions'

/** How long a mailed link to choose a password works. */
export const PASSWORD_LINK_MS = 60 * 60_000

type Account = { id: number; email: string; status?: string; first_name?: string }

/**
 * Mails the link to choose a password (reset, or an invitation's first password) and answers whether
 * one went out. Payload's forgot-password does the same, but it reserves its per-user mail interval
 * with a write outside its own transaction, which SQLite, with one writer, refuses while that
 * transaction is open; here the token is written in the request's transaction and repeated requests
 * for one address wait 2 s, 4 s … up to a minute between mails (the caller's answer never tells).
 */
export async function mailPasswordLink(req: PayloadRequest, email: string, { limited }: { limited: boolean }): Promise<boolean> {
  const address = email.toLowerCase().trim()
  if (limited) {
    const verdict = await reserveAttempt(req.payload, [
      { key: `mail:${address.slice(0, 320)}`, limit: Number.MAX_SAFE_INTEGER, free: 0 },
    ])
    if (!verdict.allowed) return false
  }
  const account = await req.payload.db.findOne<Account>({ collection: 'users', where: { email: { equals: address } } })
  if (!account) return false
  const token = randomBytes(20).toString('hex')
  await withSessionLock(req, account.id, () =>
    req.payload.update({
      collection: 'users',
      id: account.id,
      data: { resetPasswordToken: token, resetPasswordExpiration: new Date(Date.now() + PASSWORD_LINK_MS).toISOString() },
      overrideAccess: true,
      depth: 0,
      req,
    }),
  )
  await req.payload.sendEmail({
    to: account.email,
    subject: forgotPasswordSubject({ user: account }),
    html: forgotPasswordEmail({ token, user: account }),
  })
  return true
}
