import { NextResponse, type NextRequest } from 'next/server'

import { hasNul, securityHeaders } from './lib/security-headers'
import { textIn } from './lib/texts'

/**
 * Runs before every route (web app, /admin, /api, files): a NUL anywhere in the URL ends the request
 * with 400 before a route, Payload or the file system sees it, and every answer gets the security
 * headers. It reads PUBLIC_ORIGIN when the server runs, so HSTS follows the deployment, not the build.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (hasNul(request.url) || hasNul(pathname)) {
    const language = (request.headers.get('accept-language') ?? '').trim().toLowerCase().startsWith('en') ? 'en' : 'de'
    const message = textIn(language, 'scope:nulInRequest')
    return NextResponse.json(
      { errors: [{ message, data: { errors: [{ path: 'url', message }] } }] },
      { status: 400, headers: securityHeaders(pathname) },
    )
  }
  const response = NextResponse.next()
  for (const [key, value] of Object.entries(securityHeaders(pathname))) response.headers.set(key, value)
  return response
}
