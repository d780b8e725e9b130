import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { addressNetwork } from '../../lib/client-address'
import { runStatement, selectRows } from '../../lib/raw-sql'

/** Failures in a row that cost nothing; from the next one on, each attempt waits longer. */
export const FREE_FAILURES = 3
/** The longest wait between two attempts on an account (or a device) before its lock. */
export const MAX_DELAY_MS = 60_000
/** The first lock once the limit is reached; it doubles with every further failure. */
export const LOCK_MS = 15 * 60_000
export const MAX_LOCK_MS = 4 * 60 * 60_000
/** A count with no failure for this long starts again from zero. */
export const FORGET_AFTER_MS = 24 * 60 * 60_000
/** The settings' limit when the field is empty. */
export const DEFAULT_LOGIN_ATTEMPTS = 25
/**
 * The longest a client address is ever made to wait. An address is only slowed, never locked: people
 * behind one address (a club house, a mobile network) share it with whoever floods from there.
 */
export const MAX_ADDRESS_DELAY_MS = 5_000

/**
 * A count and what it does: `free` failures in a row cost nothing, then each attempt waits twice as
 * long, up to `maxDelay` (a minute when not given); from `limit` failures on it locks (15 minutes,
 * doubling up to 4 hours).
 */
export type ThrottleRule = { key: string; limit: number; free: number; maxDelay?: number }
export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number }

/** How long the next attempt waits after the `failures`-th failure in a row. */
export function waitAfter(failures: number, rule: Pick<ThrottleRule, 'limit' | 'free' | 'maxDelay'>): number {
  if (failures >= rule.limit) return Math.min(LOCK_MS * 2 ** (failures - rule.limit), MAX_LOCK_MS)
  if (failures < rule.free) return 0
  return Math.min(1000 * 2 ** (failures - rule.free), rule.maxDelay ?? MAX_DELAY_MS)
}

const accountLimit = (attempts: number | null | undefined) => (attempts && attempts > 0 ? Math.floor(attempts) : DEFAULT_LOGIN_ATTEMPTS)

/**
 * The rules a login without a device cookie of its account is counted under: the account (the
 * e-mail as typed, known or not), which locks, and the client address, which is only slowed (after
 * as many free failures as an account may have).
 */
export function loginRules(email: string, address: string | null, attempts: number | null | undefined): ThrottleRule[] {
  const limit = accountLimit(attempts)
  const account: ThrottleRule = { key: accountKey(email), limit, free: FREE_FAILURES, maxDelay: MAX_DELAY_MS }
  if (!address) return [account]
  // The address first: an attempt it makes wait is not counted against the account.
  return [{ key: `address:${addressNetwork(address)}`, limit: Number.POSITIVE_INFINITY, free: limit, maxDelay: MAX_ADDRESS_DELAY_MS }, account]
}

/**
 * The rule of a login from a device that signed in to the account before (device-cookie.ts): its own
 * count, as an account's, instead of the account's and the address's (OWASP "device cookies"). Whoever
 * locks the account from elsewhere does not lock its owner's devices out.
 */
export function deviceRule(device: string, attempts: number | null | undefined): ThrottleRule {
  return { key: `device:${device}`, limit: accountLimit(attempts), free: FREE_FAILURES, maxDelay: MAX_DELAY_MS }
}

/** The account as typed at login (lower case, trimmed; absurdly long input is cut). */
export const accountKey = (email: string) => `account:${email.toLowerCase().trim().slice(0, 320)}`

type Row = { failures: number | string; last_failure_at: string | Date | null; blocked_until: string | Date | null }

const iso = (time: number) => new Date(time).toISOString()
const timeOf = (value: string | Date | null) => (value === null || value === undefined ? null : new Date(value).getTime())

/**
 * Counts one attempt under every rule before the password is checked, or refuses it while a rule
 * makes it wait. Each count is a compare-and-set on the rule's row (both databases, any number of
 * processes): of any number of parallel attempts, only as many get through as the rule admits, and the
 * wait the last of them sets stops the rest. A successful login clears the account's count.
 */
export async function reserveAttempt(payload: Payload, rules: ThrottleRule[], now = Date.now()): Promise<Verdict> {
  await forgetOldCounts(payload, now)
  for (const rule of rules) {
    const verdict = await reserveOne(payload, rule, now)
    if (!verdict.allowed) return verdict
  }
  return { allowed: true }
}

async function reserveOne(payload: Payload, rule: ThrottleRule, now: number): Promise<Verdict> {
  // Each round either counts the attempt or sees another attempt counted; the rounds end when a
  // wait is set, which under a burst is after a few.
  for (let round = 0; round < 100; round++) {
    const [row] = await selectRows<Row>(
      payload,
      sql`select failures, last_failure_at, blocked_until from login_throttles where key = ${rule.key}`,
    )
    if (!row) {
      await runStatement(
        payload,
        sql`insert into login_throttles (key, failures, updated_at, created_at)
            values (${rule.key}, 0, ${iso(now)}, ${iso(now)}) on conflict (key) do nothing`,
      )
      continue
    }
    const blockedUntil = timeOf(row.blocked_until)
    if (blockedUntil !== null && blockedUntil > now) return { allowed: false, retryAfterMs: blockedUntil - now }
    const stored = Number(row.failures)
    const lastFailure = timeOf(row.last_failure_at)
    const failures = (lastFailure !== null && now - lastFailure > FORGET_AFTER_MS ? 0 : stored) + 1
    const wait = waitAfter(failures, rule)
    const changed = await runStatement(
      payload,
      sql`update login_throttles
          set failures = ${failures}, last_failure_at = ${iso(now)},
              blocked_until = ${wait > 0 ? iso(now + wait) : null}, updated_at = ${iso(now)}
          where key = ${rule.key} and failures = ${stored}
            and (blocked_until is null or blocked_until <= ${iso(now)})`,
    )
    if (changed > 0) return { allowed: true }
  }
  return { allowed: false, retryAfterMs: 1000 }
}

/**
 * A successful login takes back what it counted under a rule that it does not clear (the client
 * address): only its own attempt, so failures of others from that address still count, and the wait
 * its count set goes when the count is back among the free ones.
 */
export async function refundAttempt(payload: Payload, rule: ThrottleRule) {
  const now = new Date().toISOString()
  await runStatement(
    payload,
    sql`update login_throttles
        set failures = failures - 1,
            blocked_until = case when failures - 1 < ${rule.free} then null else blocked_until end,
            updated_at = ${now}
        where key = ${rule.key} and failures > 0`,
  )
}

/** After a successful login (or a password reset) the account starts from zero. */
export async function clearCount(payload: Payload, key: string) {
  await runStatement(payload, sql`delete from login_throttles where key = ${key}`)
}

let lastSweep = 0

/** Rows nobody failed on for longer than a count and a lock last; at most every ten minutes. */
async function forgetOldCounts(payload: Payload, now: number) {
  if (now - lastSweep < 10 * 60_000) return
  lastSweep = now
  await runStatement(payload, sql`delete from login_throttles where updated_at < ${iso(now - FORGET_AFTER_MS - MAX_LOCK_MS)}`)
}
