import crypto from 'node:crypto'

// Payload's password hash format (payload/dist/auth/strategies/local): current hashes carry this
// prefix; older ones are the legacy parameters. The change-password test logs in with a password this
// check accepted, so a change of format shows there.
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

/** A salt no account has: checking a password against it costs what checking a real one costs. */
const DECOY_SALT = crypto.randomBytes(32).toString('hex')

function pbkdf2(password: string, salt: string, iterations: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** Whether `password` is the account's password, checked as Payload's login checks it. */
export async function verifyPassword(account: { hash?: unknown; salt?: unknown }, password: string): Promise<boolean> {
  const { hash, salt } = account
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const current = hash.startsWith(CURRENT_PREFIX)
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const stored = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const computed = await pbkdf2(password, salt, iterations, keyLength)
  return computed.length === stored.length && crypto.timingSafeEqual(computed, stored)
}

/**
 * The work of a password check without an account, for logins to unknown or inactive accounts: they
 * answer after as long as a wrong password does, so the time does not tell which accounts exist.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  await pbkdf2(password, DECOY_SALT, CURRENT.iterations, CURRENT.keyLength)
}
