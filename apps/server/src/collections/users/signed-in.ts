import { headersWithCors, type PayloadRequest } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { issueDeviceCookie } from './device-cookie'

/**
 * The answer to a successful sign-in (password or passkey), as Payload's login gives it: the session
 * in the payload-token cookie and the body, and a fresh device cookie for the account.
 */
export function signedIn(req: PayloadRequest, result: { token?: string; exp?: number; user?: unknown }, userId: number) {
  const headers = new Headers()
  headers.append(
    'Set-Cookie',
    generatePayloadCookie({
      collectionAuthConfig: req.payload.collections.users.config.auth,
      cookiePrefix: req.payload.config.cookiePrefix,
      token: result.token!,
    }),
  )
  headers.append('Set-Cookie', issueDeviceCookie(req, userId))
  return Response.json({ message: req.t('authentication:passed'), ...result }, { headers: headersWithCors({ headers, req }), status: 200 })
}
