import crypto from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { runStatement, selectRows } from '../../lib/raw-sql'
import { demoWorld } from '../../testing/demo-world'
import { stampedPeer } from '../../lib/peer-address'
import {
  accountKey,
  FREE_FAILURES,
  LOCK_MS,
  loginRules,
  MAX_ADDRESS_DELAY_MS,
  MAX_DELAY_MS,
  MAX_LOCK_MS,
  reserveAttempt,
  waitAfter,
} from './login-throttle'
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
    const rule = { limit: 10, free: FREE_FAILURES, maxDelay: MAX_DELAY_MS }
    expect([1, 2].map((failures) => waitAfter(failures, rule))).toEqual([0, 0])
    expect([3, 4, 5, 6].map((failures) => waitAfter(failures, rule))).toEqual([1000, 2000, 4000, 8000])
    expect(waitAfter(9, rule)).toBe(MAX_DELAY_MS)
    expect([10, 11, 12].map((failures) => waitAfter(failures, rule))).toEqual([LOCK_MS, 2 * LOCK_MS, 4 * LOCK_MS])
    expect(waitAfter(40, rule)).toBe(MAX_LOCK_MS)
  })

  it('for a client address grow to a few seconds and never lock', () => {
    const [address] = loginRules('someone@flugakte.test', '203.0.113.7', 10)
    expect(address.key).toBe('address:203.0.113.7')
    expect([9, 10, 11, 12].map((failures) => waitAfter(failures, address))).toEqual([0, 1000, 2000, 4000])
    expect([13, 100, 10_000].map((failures) => waitAfter(failures, address))).toEqual([
      MAX_ADDRESS_DELAY_MS,
      MAX_ADDRESS_DELAY_MS,
      MAX_ADDRESS_DELAY_MS,
    ])
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
    const from = (address: string) => stampedPeer(address)
    // With limit 3 an address has 3 free failures (the account limit), then waits.
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
    // The address is the connection's: what the client writes into X-Forwarded-For changes nothing.
    const forged = { 'X-Forwarded-For': '203.0.113.8' }
    expect((await login(`spray-y-${Date.now()}@flugakte.test`, 'guess', { ...from('203.0.113.7'), ...forged })).status).toBe(429)
    expect((await login(`spray-z-${Date.now()}@flugakte.test`, 'guess', { ...from('203.0.113.8'), 'X-Forwarded-For': '203.0.113.7' })).status).toBe(401)
  })

  it('successful logins from one address do not add up (a club behind one address keeps logging in)', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { auth_login_attempts: 3 } })
    const account = await newAccount(payload, 'clubhouse')
    const from = stampedPeer('192.0.2.44')
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
    const rule = { key: `account:atomic-${Date.now()}@flugakte.test`, limit: 4, free: 4, maxDelay: MAX_DELAY_MS }
    const verdicts = await Promise.all(Array.from({ length: 200 }, () => reserveAttempt(payload, [rule])))
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(4)
    expect((await countOf(rule.key))?.failures).toBe(4)
  }, 180_000)
})

/** The device cookie a successful login set for `userId`, as the browser sends it back. */
function deviceCookieOf(answer: Response, userId: number): string {
  const cookie = answer.headers.getSetCookie().find((each) => each.startsWith(`payload-device-${userId}=`))
  if (!cookie) throw new Error('no device cookie set')
  return cookie.split(';')[0]
}

async function activityIpOf(userId: number): Promise<string | null> {
  const found = await payload.find({
    collection: 'activity',
    where: { and: [{ action: { equals: 'login' } }, { item: { equals: String(userId) } }] },
    sort: '-id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (found.docs[0] as { ip?: string | null } | undefined)?.ip ?? null
}

/**
 * An attacker's flood, one attempt every `stepMs` for `durationMs` of a faked clock (no waiting), each
 * with an unknown e-mail (every third one with `emails` in turn) and a forged X-Forwarded-For; answers
 * the statuses and the longest Retry-After the address made an attempt wait.
 */
async function flood(from: string, forged: (n: number) => string, { durationMs = 60_000, stepMs = 500, emails = [] as string[] } = {}) {
  const statuses: number[] = []
  let longestWait = 0
  const start = Date.now()
  for (let elapsed = 0, n = 0; elapsed < durationMs; elapsed += stepMs, n++) {
    vi.setSystemTime(start + elapsed)
    const known = emails.length > 0 && n % 3 === 1
    const email = known ? emails[n % emails.length] : `nobody-${n}-${start}@flugakte.test`
    const answer = await login(email, `guess-${n}`, { ...stampedPeer(from), 'X-Forwarded-For': forged(n) })
    statuses.push(answer.status)
    // An unknown e-mail has no count of its own: what makes it wait is the address.
    if (answer.status === 429 && !known) longestWait = Math.max(longestWait, Number(answer.headers.get('Retry-After')) * 1000)
  }
  vi.setSystemTime(start + durationMs)
  return { statuses, longestWait }
}

describe('a login nobody can aim at someone else', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('60 s of failed logins with forged X-Forwarded-For headers and unknown e-mails do not keep a known device of a real user out', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { auth_login_attempts: 3 } })
    const pilot = await newAccount(payload, 'pilot-device')
    const colleague = await newAccount(payload, 'pilot-colleague')
    const home = '192.0.2.77'
    // The pilot signed in on this device before and keeps its device cookie.
    const first = await login(pilot.email, PASSWORD, stampedPeer(home))
    expect(first.status).toBe(200)
    const device = deviceCookieOf(first, pilot.id)

    // The attacker locks the pilot's account (and keeps renewing the lock below).
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(pilot.email, 'guess', { ...stampedPeer('198.51.100.65'), 'X-Forwarded-For': home })).status).toBe(401)
    }
    vi.useFakeTimers({ toFake: ['Date'] })
    // From elsewhere, naming the pilot's address in X-Forwarded-For (as if a proxy had seen it).
    const aimed = await flood('198.51.100.66', (n) => (n % 2 === 0 ? home : `${home}, 203.0.113.${n % 250}`))
    expect(aimed.statuses.filter((status) => status === 401).length).toBeGreaterThan(3)
    expect(aimed.statuses).toContain(429)
    // From the pilot's own address (a shared network), X-Forwarded-For naming others, the pilot's e-mail among them.
    const shared = await flood(home, (n) => `203.0.113.${n % 250}`, { emails: [pilot.email] })
    expect(shared.statuses).toContain(429)
    // The flood has locked the pilot's account for everyone without a known device.
    expect((await countOf(accountKey(pilot.email)))?.blockedUntil ?? 0).toBeGreaterThan(Date.now() + MAX_ADDRESS_DELAY_MS)

    // The known device is let in at once, with no wait, although account and address are counting.
    const back = await login(pilot.email, PASSWORD, { ...stampedPeer(home), Cookie: device })
    expect(back.status).toBe(200)
    expect(await activityIpOf(pilot.id)).toBe(home)
    // The address was slowed, never locked: a colleague without a device cookie gets in after a few seconds.
    expect(shared.longestWait).toBeLessThanOrEqual(MAX_ADDRESS_DELAY_MS)
    expect(aimed.longestWait).toBeLessThanOrEqual(MAX_ADDRESS_DELAY_MS)
    vi.setSystemTime(Date.now() + MAX_ADDRESS_DELAY_MS)
    const other = await login(colleague.email, PASSWORD, { ...stampedPeer(home), 'X-Forwarded-For': home })
    expect(other.status).toBe(200)
    expect(await activityIpOf(colleague.id)).toBe(home)
  }, 300_000)

  it('X-Forwarded-For is ignored by default: a flood naming an address counts under the sender', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { auth_login_attempts: 3 } })
    const victim = '192.0.2.88'
    const account = await newAccount(payload, 'victim-address')
    vi.useFakeTimers({ toFake: ['Date'] })
    await flood('198.51.100.67', () => victim, { durationMs: 10_000 })
    expect(await countOf(`address:${victim}`)).toBeNull()
    expect((await countOf('address:198.51.100.67'))?.failures).toBeGreaterThan(3)
    // The victim's address was not touched: a correct login from it passes at once.
    expect((await login(account.email, PASSWORD, { ...stampedPeer(victim), 'X-Forwarded-For': victim })).status).toBe(200)
    expect(await activityIpOf(account.id)).toBe(victim)
  }, 120_000)

  it('a locked account lets its owner in on a known device; failures there count against that device alone', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { auth_login_attempts: 3 } })
    const account = await newAccount(payload, 'device-lock')
    const other = await newAccount(payload, 'device-other')
    const device = deviceCookieOf(await login(account.email, PASSWORD), account.id)
    const otherDevice = deviceCookieOf(await login(other.email, PASSWORD), other.id)
    for (let attempt = 0; attempt < 3; attempt++) expect((await login(account.email, 'wrong-password')).status).toBe(401)
    expect((await login(account.email, PASSWORD)).status).toBe(429)
    // Another account's device cookie, or one with a changed signature, is no known device of this one.
    expect((await login(account.email, PASSWORD, { Cookie: otherDevice.replace(`-${other.id}=`, `-${account.id}=`) })).status).toBe(429)
    expect((await login(account.email, PASSWORD, { Cookie: `${device.slice(0, -2)}xx` })).status).toBe(429)

    const again = await login(account.email, PASSWORD, { Cookie: device })
    expect(again.status).toBe(200)
    // The account stays locked for everyone else.
    expect((await login(account.email, PASSWORD)).status).toBe(429)
    // The device still needs the password, and its failures lock the device, not the account's other devices.
    const renewed = deviceCookieOf(again, account.id)
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(account.email, 'wrong-password', { Cookie: renewed })).status).toBe(401)
    }
    expect((await login(account.email, PASSWORD, { Cookie: renewed })).status).toBe(429)
    expect((await login(account.email, PASSWORD, { Cookie: device })).status).toBe(200)
  })

  it('the device cookie is HttpOnly, SameSite=Lax, sent to the sign-in routes only and lasts a year', async () => {
    const account = await newAccount(payload, 'device-flags')
    const answer = await login(account.email, PASSWORD)
    const cookie = answer.headers.getSetCookie().find((each) => each.startsWith(`payload-device-${account.id}=`))!
    expect(cookie).toMatch(/; Path=\/api\/users(;|$)/)
    expect(cookie).toMatch(/; HttpOnly(;|$)/)
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/)
    expect(cookie).toMatch(/; Max-Age=31536000(;|$)/)
  })
})
