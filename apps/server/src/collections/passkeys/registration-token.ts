import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a passkey registration may take from its options to the authenticator's answer. */
export const REGISTRATION_LIFETIME_MS = 5 * 60_000

export type RegistrationStatement = { challenge: string; user: number; expires: number }

const keyOf = (secret: string) => createHmac('sha256', secret).update('flugakte:passkey-registration').digest()
const macOf = (secret: string, body: string) => createHmac('sha256', keyOf(secret)).update(body).digest()

/**
 * The registration's challenge and user, signed with the Payload secret: whichever app instance gets
 * the authenticator's answer checks it without a session store.
 */
export function registrationToken(secret: string, challenge: string, user: number, now = Date.now()): string {
  const statement: RegistrationStatement = { challenge, user, expires: now + REGISTRATION_LIFETIME_MS }
  const body = Buffer.from(JSON.stringify(statement)).toString('base64url')
  return `${body}.${macOf(secret, body).toString('base64url')}`
}

/** The statement of a token this server issued and that has not expired; null for anything else. */
export function readRegistrationToken(secret: string, token: unknown, now = Date.now()): RegistrationStatement | null {
  if (typeof token !== 'string') return null
  const [body, mac, ...rest] = token.split('.')
  if (!body || !mac || rest.length > 0) return null
  const given = Buffer.from(mac, 'base64url')
  const expected = macOf(secret, body)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const statement = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as RegistrationStatement
    if (typeof statement.challenge !== 'string' || typeof statement.user !== 'number') return null
    return typeof statement.expires === 'number' && statement.expires > now ? statement : null
  } catch {
    return null
  }
}
