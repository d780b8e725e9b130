import crypto from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { runStatement, selectRows } from '../../lib/raw-sql'
import { demoWorld } from '../../testing/demo-world'
import { accountKey, FREE_FAILURES, LOCK_MS, MAX_DELAY_MS, MAX_LOCK_MS, reserveAttempt, waitAfter } from './login-throttle'
import { login, newAccount, PASSWORD, post, tokenFor } from './testing'

const { payload } = await demoWorld({})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'settings', data: { auth_login_attempts: 25 } })
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** Ends whatever wait a count has set, as time passing would. */
async function letTimePass(key: string) {
  const past = new Date(Date.now() - 1000).toISOString()
  await runStatement(payload, sql`update login_throttles set blocked_until = ${past} where key = ${key}`)
}

async function countOf(key: string) {
  const [row] = await selectRows<{ failures: number | string; blocked_until: string | Date | null }>(
    payload,
    sql`select failures, blocked_until from login_throttles where key = ${key}`,
  )
  return row ? { failures: Number(row.failures), blockedUntil: row.blocked_until ? new Date(row.blocked_until).getTime() : null } : null
}

async function saltOf(id: number): Promise<string> {
  const user = await payload.db.findOne<{ id: number; salt: string }>({ collection: 'users', where: { id: { equals: id } } })
  return user!.salt
}

describe('waits after failed logins', () => {
  it('are free at first, then grow, then lock for 15 minutes, doubling up to 4 hours', () => {
    const rule = { limit: 10, free: FREE_FAILURES }
    expect([1, 2].map((failures) => waitAfter(failures, rule))).toEqual([0, 0])
    expect([3, 4, 5, 6].map((failures) => waitAfter(failures, rule))).toEqual([1000, 2000, 4000, 8000])
    expect(waitAfter(9, rule)).toBe(MAX_DELAY_MS)
    expect([10, 11, 12].map((failures) => waitAfter(failures, rule))).toEqual([LOCK_MS, 2 * LOCK_MS, 4 * LOCK_MS])
    expect(waitAfter(40, rule)).toBe(MAX_LOCK_MS)
  })
})

describe('login throttling', () => {
  it('200 parallel wrong passwords: no more than the limit reach the password check', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { auth_login_attempts: 5 } })
    const account = await newAccount(payload, 'burst')
    const salt = await saltOf(account.id)
    const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')
    const answers = await Promise.all(Array.from({ length: 200 }, (_, n) => login(account.email, `wrong-${n}`)))
    const checked = pbkdf2.mock.calls.filter((call) => call[1] === salt).length
    const statuses = answers.map((answer) => answer.status)
    expect(checked).toBeGreaterThan(0)
    expect(checked).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 401)).toHaveLength(checked)
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - checked)
    const refused = answers.find((answer) => answer.status === 429)!
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/Zu viele fehlgeschlagene Versuche/)
    // The owner is not locked out for good: once the wait is over the right password works.
    await letTimePass(accountKey(account.email))
    expect((await login(account.email, PASSWORD)).status).toBe(200)
    expect(await countOf(accountKey(account.email))).toBeNull()
  })

  it('locks for a while after the limit, never suspends, and lets the owner in once the lock is over', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { auth_login_attempts: 3 } })
    const account = await newAccount(payload, 'lock')
    const key = accountKey(account.email)
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(account.email, 'wrong-password')).status).toBe(401)
      if (attempt < 2) expect((await countOf(key))?.blockedUntil ?? null).toBeNull()
    }
    const locked = await countOf(key)
    expect((locked?.blockedUntil ?? 0) - Date.now()).toBeGreaterThan(LOCK_MS - 60_000)
    const during = await login(account.email, PASSWORD, { 'Accept-Language': 'en' })
    expect(during.status).toBe(429)
    expect(((await during.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/try again in 15 minutes/)
    const user = await payload.findByID({ collection: 'users', id: account.id, depth: 0 })
    expect(user.status).toBe('active')

    await letTimePass(key)
    // One more failure after a lock locks again, for twice as long.
    expect((await login(account.email, 'wrong-password')).status).toBe(401)
    expect(((await countOf(key))?.blockedUntil ?? 0) - Date.now()).toBeGreaterThan(2 * LOCK_MS - 60_000)
    await letTimePass(key)
    expect((await login(account.email, PASSWORD)).status).toBe(200)
  })

  it('a password reset through the mailed link lifts the lock', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { auth_login_attempts: 3 } })
    const account = await newAccount(payload, 'reset-lifts')
    for (let attempt = 0; attempt < 3; attempt++) await login(account.email, 'wrong-password')
    expect((await login(account.email, PASSWORD)).status).toBe(429)
    const token = await payload.forgotPassword({ collection: 'users', data: { email: account.email }, disableEmail: true })
    await payload.resetPassword({ collection: 'users', data: { token, password: 'Neu-gewaehlt-9' }, overrideAccess: true })
    expect((await login(account.email, 'Neu-gewaehlt-9')).status).toBe(200)
  })

  it('counts an unknown address exactly as a known one, so the answers tell nothing', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { auth_login_attempts: 3 } })
    const account = await newAccount(payload, 'twin')
    const unknown = `nobody-${Date.now()}@flugakte.test`
    const sequence = async (email: string) => {
      const statuses: number[] = []
      for (let attempt = 0; attempt < 5; attempt++) statuses.push((await login(email, 'wrong-password')).status)
      return statuses
    }
    const known = await sequence(account.email)
    expect(known).toEqual([401, 401, 401, 429, 429])
    expect(await sequence(unknown)).toEqual(known)
  })

  it('counts per client address across accounts, and one address does not slow another', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { auth_login_attempts: 3 } })
    const from = (address: string) => ({ 'X-Forwarded-For': address })
    // With limit 3 an address has 3 free failures (the account limit), then waits; 4 × 3 lock it.
    for (let n = 0; n < 3; n++) {
      expect((await login(`spray-${n}-${Date.now()}@flugakte.test`, 'guess', from('203.0.113.7'))).status).toBe(401)
    }
    const counted = await countOf('address:203.0.113.7')
    expect(counted?.failures).toBe(3)
    expect(counted?.blockedUntil).not.toBeNull()
    // Kept waiting for longer than this test takes (the wait set is a second, a slow machine is slower):
    const later = new Date(Date.now() + 10 * 60_000).toISOString()
    await runStatement(payload, sql`update login_throttles set blocked_until = ${later} where key = 'address:203.0.113.7'`)
    expect((await login(`spray-3-${Date.now()}@flugakte.test`, 'guess', from('203.0.113.7'))).status).toBe(429)
    expect((await login(`spray-x-${Date.now()}@flugakte.test`, 'guess', from('203.0.113.8'))).status).toBe(401)
    // The address is the one our side recorded (the right-most entry), not what the client put first.
    expect((await login(`spray-y-${Date.now()}@flugakte.test`, 'guess', from('198.51.100.1, 203.0.113.7'))).status).toBe(429)
    expect((await login(`spray-z-${Date.now()}@flugakte.test`, 'guess', from('203.0.113.7, 198.51.100.1'))).status).toBe(401)
  })

  it('successful logins from one address do not add up (a club behind one address keeps logging in)', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { auth_login_attempts: 3 } })
    const account = await newAccount(payload, 'clubhouse')
    const from = { 'X-Forwarded-For': '192.0.2.44' }
    expect((await login(`stranger-${Date.now()}@flugakte.test`, 'guess', from)).status).toBe(401)
    for (let n = 0; n < 8; n++) expect((await login(account.email, PASSWORD, from)).status).toBe(200)
    // What stays counted is the stranger's failure alone.
    expect((await countOf('address:192.0.2.44'))?.failures).toBe(1)
  })

  it('a wrong current password in the settings does not count toward the login', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { auth_login_attempts: 3 } })
    const account = await newAccount(payload, 'settings-typo')
    const token = await tokenFor(account.email)
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await post('/api/users/change-password', token, { current_password: 'wrong', password: 'Neues-Passwort-8' })
      expect(answer.status).toBe(400)
    }
    expect(await countOf(accountKey(account.email))).toBeNull()
    expect((await login(account.email, PASSWORD)).status).toBe(200)
  })

  it('counts atomically: of 200 parallel reservations exactly as many pass as the rule admits', async () => {
    const rule = { key: `account:atomic-${Date.now()}@flugakte.test`, limit: 4, free: 4 }
    const verdicts = await Promise.all(Array.from({ length: 200 }, () => reserveAttempt(payload, [rule])))
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(4)
    expect((await countOf(rule.key))?.failures).toBe(4)
  })
})
