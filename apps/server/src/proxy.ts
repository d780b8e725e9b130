import { NextResponse, type NextRequest } from 'next/server'

import { publicOrigin } from './lib/public-origin'
import { hasNul, securityHeaders } from './lib/security-headers'
import { textIn, type TextKey } from './lib/texts'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Payload's session cookie: a request carrying it is signed in without saying so itself. */
const SESSION_COOKIE = 'payload-token'

/**
 * A write signed in by the session cookie alone that no page of this site sent (cross-site request
 * forgery): its Origin is another site's, or it has none and the browser does not vouch for it with
 * `Sec-Fetch-Site: same-origin`. A caller that sends its token (Authorization) chose to, so it is not
 * one; neither is a write without the cookie, which is anonymous.
 */
function isForeignCookieWrite(request: NextRequest): boolean {
  if (!WRITES.has(request.method)) return false
  if (request.headers.has('authorization') || !request.cookies.has(SESSION_COOKIE)) return false
  const origin = request.headers.get('origin')
  if (origin === null) return request.headers.get('sec-fetch-site') !== 'same-origin'
  return origin !== publicOrigin()
}

function refusal(request: NextRequest, status: number, key: TextKey, path: string) {
  const { pathname } = request.nextUrl
  const language = (request.headers.get('accept-language') ?? '').trim().toLowerCase().startsWith('en') ? 'en' : 'de'
  const message = textIn(language, key)
  return NextResponse.json(
    { errors: [{ message, data: { errors: [{ path, message }] } }] },
    { status, headers: securityHeaders(pathname) },
  )
}

/**
 * Runs before every route (web app, /admin, /api, files): a NUL anywhere in the URL ends the request
 * with 400 before a route, Payload or the file system sees it; a write on the session cookie that
 * did not come from this site's pages ends with 403; every answer gets the security headers. It
 * reads PUBLIC_ORIGIN when the server runs, so HSTS and the allowed origin follow the deployment, not the build.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (hasNul(request.url) || hasNul(pathname)) return refusal(request, 400, 'scope:nulInRequest', 'url')
  if (isForeignCookieWrite(request)) return refusal(request, 403, 'scope:crossSiteWrite', 'origin')
  const response = NextResponse.next()
  for (const [key, value] of Object.entries(securityHeaders(pathname))) response.headers.set(key, value)
  return response
}
