import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import type { PayloadRequest } from 'payload'
import { parseCookies } from 'payload/shared'

import { secureCookies } from '../../lib/security-headers'

/** How long a device stays known after its last sign-in. */
export const DEVICE_LIFETIME_S = 365 * 24 * 60 * 60

type Id = number | string

const keyOf = (secret: string) => createHmac('sha256', secret).update('flugakte:device-cookie').digest()
const macOf = (secret: string, user: Id, body: string) =>
  createHmac('sha256', keyOf(secret)).update(`${user}.${body}`).digest()

/** One cookie per account that signed in on the device, so members sharing a club computer each keep theirs. */
export const deviceCookieName = (req: PayloadRequest, user: Id) => `${req.payload.config.cookiePrefix}-device-${user}`

/**
 * The Set-Cookie value that marks this device as one `user` signed in on (OWASP "device cookies"): a
 * random device id and the time, signed with the Payload secret for that user. HttpOnly, sent only to
 * the sign-in routes, over https only when the site is https, for a year from this sign-in.
 */
export function issueDeviceCookie(req: PayloadRequest, user: Id, now = Date.now()): string {
  const body = `${randomBytes(16).toString('base64url')}.${Math.floor(now / 1000)}`
  const value = `${body}.${macOf(req.payload.secret, user, body).toString('base64url')}`
  const path = `${req.payload.config.routes.api}/users`
  return [
    `${deviceCookieName(req, user)}=${value}`,
    `Path=${path}`,
    `Max-Age=${DEVICE_LIFETIME_S}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ')
}

/**
 * The id of the device the request comes from, if it carries a device cookie this server signed for
 * `user` that is not older than a year; null for no cookie, another user's, a forged or an old one.
 */
export function knownDevice(req: PayloadRequest, user: Id, now = Date.now()): string | null {
  const value = parseCookies(req.headers).get(deviceCookieName(req, user))
  const [device, issued, mac, ...rest] = (value ?? '').split('.')
  if (!device || !issued || !mac || rest.length > 0 || !/^\d+$/.test(issued)) return null
  const given = Buffer.from(mac, 'base64url')
  const expected = macOf(req.payload.secret, user, `${device}.${issued}`)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return Number(issued) * 1000 + DEVICE_LIFETIME_S * 1000 > now ? device : null
}
