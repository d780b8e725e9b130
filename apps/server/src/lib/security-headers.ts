import { publicOrigin } from './public-origin'

/** One year, the preload list's minimum; sent only when the public origin is https. */
const HSTS = 'max-age=31536000; includeSubDomains'

export const isHttpsOrigin = (origin = publicOrigin()) => origin.toLowerCase().startsWith('https://')

/** The session cookie is sent over https only when the server is reached over https. */
export const secureCookies = () => isHttpsOrigin()

/**
 * Headers every answer carries, whatever route produced it. /admin and /api may not be framed (the
 * web app's pages get frame-ancestors from their own policy in next.config.mjs); HSTS only when the
 * public origin is https, as a browser would pin a plain-http deployment to an https it does not have.
 */
export function securityHeaders(pathname: string, origin = publicOrigin()): Record<string, string> {
  const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' }
  if (/^\/(admin|api)(\/|$)/.test(pathname)) {
    headers['X-Frame-Options'] = 'DENY'
    headers['Content-Security-Policy'] = "frame-ancestors 'none'"
  }
  if (isHttpsOrigin(origin)) headers['Strict-Transport-Security'] = HSTS
  return headers
}

/** A NUL in a path or query, raw or percent-encoded, as Next hands the URL over. */
export const hasNul = (url: string) => url.includes('\u0000') || /%00/.test(url)
