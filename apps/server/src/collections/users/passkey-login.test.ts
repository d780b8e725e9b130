import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { registerPasskey, softwareAuthenticator } from '../../journey-log/signatures/testing'
import { demoWorld } from '../../testing/demo-world'
import { rest } from '../../testing/rest'
import { challengeToken, PASSKEY_LOGIN_LIFETIME_MS } from './passkey-login'
import { login, me, newAccount, PASSWORD, tokenFor } from './testing'

const { payload } = await demoWorld({})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'settings', data: { auth_login_attempts: 25 } })
})

afterEach(() => {
  vi.useRealTimers()
})

const json = { 'Content-Type': 'application/json' }

async function loginOptions(headers: Record<string, string> = {}) {
  const answer = await rest('/api/users/passkey-login/options', { method: 'POST', headers: { ...json, ...headers }, body: '{}' })
  expect(answer.status).toBe(200)
  return (await answer.json()) as { options: { challenge: string; rpId: string; allowCredentials?: unknown[]; userVerification: string }; token: string }
}

function passkeyLogin(body: unknown, headers: Record<string, string> = {}) {
  return rest('/api/users/passkey-login', { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) })
}

async function messageOf(answer: Response) {
  return ((await answer.json()) as { errors: { message: string }[] }).errors[0].message
}

/** A new account with a software passkey registered through the passkey endpoints. */
async function accountWithPasskey(label: string) {
  const account = await newAccount(payload, label)
  const passkey = await registerPasskey(await tokenFor(account.email))
  return { ...account, passkey }
}

describe('sign-in with a passkey', () => {
  it('asks for no e-mail, and signs in the passkey’s owner with the session and device cookie of a password login', async () => {
    const account = await accountWithPasskey('passkey-login')
    const { options, token } = await loginOptions()
    expect(options.userVerification).toBe('required')
    expect(options.allowCredentials ?? []).toEqual([])
    const answer = await passkeyLogin({ token, response: account.passkey.sign(options.challenge) })
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { token: string; exp: number; user: { id: number; email: string } }
    expect(body.user).toMatchObject({ id: account.id, email: account.email })
    expect(body.exp).toBeGreaterThan(Date.now() / 1000)
    expect(await me(body.token)).toMatchObject({ id: account.id })
    const cookies = answer.headers.getSetCookie()
    expect(cookies.some((cookie) => cookie.startsWith(`payload-token=${body.token};`) && /HttpOnly/.test(cookie))).toBe(true)
    expect(cookies.some((cookie) => cookie.startsWith(`payload-device-${account.id}=`))).toBe(true)
    const activity = await payload.find({
      collection: 'activity',
      where: { and: [{ action: { equals: 'login' } }, { item: { equals: String(account.id) } }] },
      limit: 1,
      overrideAccess: true,
    })
    expect(activity.totalDocs).toBeGreaterThan(0)
  })

  it('lets the owner in while the password login of the account is locked', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { auth_login_attempts: 3 } })
    const account = await accountWithPasskey('passkey-locked')
    for (let attempt = 0; attempt < 4; attempt++) await login(account.email, 'wrong-password')
    expect((await login(account.email, PASSWORD)).status).toBe(429)
    const { options, token } = await loginOptions()
    expect((await passkeyLogin({ token, response: account.passkey.sign(options.challenge) })).status).toBe(200)
  })

  it('answers each challenge once', async () => {
    const account = await accountWithPasskey('passkey-replay')
    const { options, token } = await loginOptions()
    const response = account.passkey.sign(options.challenge)
    expect((await passkeyLogin({ token, response })).status).toBe(200)
    const again = await passkeyLogin({ token, response }, { 'Accept-Language': 'en' })
    expect(again.status).toBe(400)
    expect(await messageOf(again)).toMatch(/not accepted/)
    // A fresh answer to the used challenge (a counter that moved on) is no better.
    expect((await passkeyLogin({ token, response: account.passkey.sign(options.challenge) })).status).toBe(400)
  })

  it('refuses an expired, forged or foreign challenge with a message in the caller’s language', async () => {
    const account = await accountWithPasskey('passkey-expired')
    const { options, token } = await loginOptions()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + PASSKEY_LOGIN_LIFETIME_MS + 1000)
    const late = await passkeyLogin({ token, response: account.passkey.sign(options.challenge) })
    expect(late.status).toBe(400)
    expect(await messageOf(late)).toMatch(/zu lange gedauert/)
    vi.useRealTimers()

    const forged = challengeToken('another-secret', options.challenge)
    const refused = await passkeyLogin({ token: forged, response: account.passkey.sign(options.challenge) }, { 'Accept-Language': 'en' })
    expect(refused.status).toBe(400)
    expect(await messageOf(refused)).toMatch(/took too long/)
    // An answer to another challenge than the token's.
    const fresh = await loginOptions()
    expect((await passkeyLogin({ token: fresh.token, response: account.passkey.sign(options.challenge) })).status).toBe(400)
  })

  it('refuses an unregistered passkey, a suspended account and malformed answers', async () => {
    const stranger = softwareAuthenticator()
    const first = await loginOptions()
    expect((await passkeyLogin({ token: first.token, response: stranger.sign(first.options.challenge) })).status).toBe(400)

    const account = await accountWithPasskey('passkey-suspended')
    await payload.update({ collection: 'users', id: account.id, data: { status: 'suspended' }, overrideAccess: true })
    const second = await loginOptions()
    const suspended = await passkeyLogin({ token: second.token, response: account.passkey.sign(second.options.challenge) })
    expect(suspended.status).toBe(400)
    expect(suspended.headers.getSetCookie()).toEqual([])

    const third = await loginOptions()
    for (const response of [null, 'text', {}, { id: account.passkey.id, response: {} }]) {
      expect((await passkeyLogin({ token: third.token, response })).status).toBe(400)
    }
    // Without user verification (a tap without PIN or biometrics) the passkey does not sign in.
    const unverified = softwareAuthenticator({ userVerified: false })
    expect((await passkeyLogin({ token: third.token, response: unverified.sign(third.options.challenge) })).status).toBe(400)
  })
})
