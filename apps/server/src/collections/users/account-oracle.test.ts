import crypto from 'node:crypto'

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { demoWorld } from '../../testing/demo-world'
import { bearer, rest, tokenOf } from '../../testing/rest'
import { login, newAccount, PASSWORD } from './testing'

const { payload } = await demoWorld({})

beforeAll(async () => {
  await payload.updateGlobal({ slug: 'settings', data: { auth_login_attempts: 25 } })
})

afterEach(() => {
  vi.restoreAllMocks()
})

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function timed<T>(call: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now()
  const result = await call()
  return { result, ms: performance.now() - started }
}

async function answer(response: Response) {
  return { status: response.status, body: await response.json() }
}

function forgotPassword(email: string) {
  return rest('/api/users/forgot-password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  })
}

async function resetTokenOf(id: number): Promise<string | null> {
  const user = await payload.db.findOne<{ id: number; resetPasswordToken?: string | null }>({
    collection: 'users',
    where: { id: { equals: id } },
  })
  return user?.resetPasswordToken ?? null
}

async function eventually<T>(probe: () => Promise<T | null>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== null) return value
    if (Date.now() > until) throw new Error('gave up waiting')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('no account oracle at login', () => {
  it('unknown address, wrong password and a suspended account with the right password get the same answer', async () => {
    const active = await newAccount(payload, 'oracle-active')
    const suspended = await newAccount(payload, 'oracle-suspended', { status: 'suspended' })
    const archived = await newAccount(payload, 'oracle-archived', { status: 'archived' })
    const answers = await Promise.all([
      login(`nobody-${Date.now()}@flugakte.test`, PASSWORD).then(answer),
      login(active.email, 'wrong-password').then(answer),
      login(suspended.email, PASSWORD).then(answer),
      login(archived.email, PASSWORD).then(answer),
    ])
    expect(answers[0].status).toBe(401)
    for (const other of answers.slice(1)) expect(other).toEqual(answers[0])
  })

  it('an unknown or inactive account costs the same password check as a wrong password', async () => {
    const active = await newAccount(payload, 'timing-active')
    const suspended = await newAccount(payload, 'timing-suspended', { status: 'suspended' })
    const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')
    const hashesOf = async (attempt: () => Promise<unknown>) => {
      pbkdf2.mockClear()
      await attempt()
      return pbkdf2.mock.calls.map((call) => [call[2], call[3], call[4]])
    }
    // Two tries each: the throttle lets three failures pass without waiting. What an attempt costs is
    // counted, not timed: one hash of the current cost (600 000 rounds) whoever the address names.
    for (let round = 0; round < 2; round++) {
      const known = await hashesOf(() => login(active.email, `wrong-${round}`))
      expect(known).toEqual([[600_000, expect.any(Number), expect.any(String)]])
      expect(await hashesOf(() => login(`nobody-${round}-${Date.now()}@flugakte.test`, 'x'))).toEqual(known)
      expect(await hashesOf(() => login(suspended.email, PASSWORD))).toEqual(known)
    }
  })
})

describe('no account oracle at forgot-password', () => {
  it('answers a known and an unknown address alike and at once; the mail follows', async () => {
    const known = await newAccount(payload, 'forgot-known')
    const unknown = `nobody-${Date.now()}@flugakte.test`
    const answers = [await answer(await forgotPassword(known.email)), await answer(await forgotPassword(unknown))]
    expect(answers[0].status).toBe(200)
    expect(answers[1]).toEqual(answers[0])
    expect(await eventually(() => resetTokenOf(known.id))).toMatch(/^[0-9a-f]{40}$/)

    const times = { known: [] as number[], unknown: [] as number[] }
    for (let round = 0; round < 3; round++) {
      const other = await newAccount(payload, `forgot-timing-${round}`)
      times.known.push((await timed(() => forgotPassword(other.email))).ms)
      times.unknown.push((await timed(() => forgotPassword(`nobody-${round}-${Date.now()}@flugakte.test`))).ms)
      await eventually(() => resetTokenOf(other.id))
    }
    // The answer does not wait for the lookup, the token or the mail: both are quick and alike.
    expect(median(times.known)).toBeLessThan(median(times.unknown) * 3 + 50)
    expect(median(times.unknown)).toBeLessThan(median(times.known) * 3 + 50)
  })

  it('without an address answers 400 as before', async () => {
    expect((await forgotPassword('')).status).toBe(400)
  })
})

describe('mail without SMTP', () => {
  it('the printed reset mail carries its full link', async () => {
    const account = await newAccount(payload, 'printed-reset')
    const info = vi.spyOn(payload.logger, 'info')
    expect((await forgotPassword(account.email)).status).toBe(200)
    const token = await eventually(() => resetTokenOf(account.id))
    const printed = await eventually(async () => {
      const call = info.mock.calls.find((args) => JSON.stringify(args).includes(account.email))
      return call ? JSON.stringify(call) : null
    })
    expect(printed).toContain(`http://localhost:3000/change-password?token=${token}`)
  })

  it('the printed invitation carries its full link', async () => {
    const companyAdmin = await tokenOf('operator-b@flugakte.test')
    const role = (await payload.find({ collection: 'roles', where: { name: { equals: 'Club Member' } }, limit: 1 })).docs[0]
    const email = `invited-${Date.now()}@flugakte.test`
    const info = vi.spyOn(payload.logger, 'info')
    const invited = await rest('/api/users/invite', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(companyAdmin) },
      body: JSON.stringify({ email, first_name: 'Neu', last_name: 'Eingeladen', role: role.id }),
    })
    expect(invited.status).toBe(201)
    const { doc } = (await invited.json()) as { doc: { id: number } }
    const token = await eventually(() => resetTokenOf(doc.id))
    const printed = info.mock.calls.map((args) => JSON.stringify(args)).find((text) => text.includes(email))
    expect(printed).toContain(`http://localhost:3000/change-password?token=${token}`)
    expect(printed).toMatch(/Einladung zu Flugakte/)
  })
})
