import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { getPayload, handleEndpoints, jwtSign, type Payload } from 'payload'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { runStatement } from '../../lib/raw-sql'
import { PUBLISHED_SECRETS } from '../../lib/payload-secret'
import { demoWorld } from '../../testing/demo-world'
import { bearer, rest } from '../../testing/rest'
import { login, me, newAccount, PASSWORD, post, tokenFor } from './testing'

const {
  payload,
  token: { adminToken },
} = await demoWorld({ adminToken: 'admin@flugakte.test' })

async function sessionIds(userId: number): Promise<string[]> {
  const user = await payload.db.findOne<{ id: number; sessions?: { id: string }[] }>({
    collection: 'users',
    where: { id: { equals: userId } },
  })
  return (user?.sessions ?? []).map((session) => session.id)
}

const refresh = (token: string) => rest('/api/users/refresh-token', { method: 'POST', headers: bearer(token) })

describe('sessions', () => {
  it('five parallel logins of one account give five working sessions; a logout ends only its own', async () => {
    const account = await newAccount(payload, 'five-logins')
    const tokens = await Promise.all(Array.from({ length: 5 }, () => tokenFor(account.email)))
    expect(await sessionIds(account.id)).toHaveLength(5)
    for (const token of tokens) expect((await me(token))?.id).toBe(account.id)

    expect((await post('/api/users/logout', tokens[0], {})).status).toBe(200)
    expect(await me(tokens[0])).toBeNull()
    for (const token of tokens.slice(1)) expect((await me(token))?.id).toBe(account.id)
    expect(await sessionIds(account.id)).toHaveLength(4)
  })

  it('logins, refreshes and logouts of one account at once lose no session', async () => {
    const account = await newAccount(payload, 'mixed')
    const kept = await Promise.all(Array.from({ length: 3 }, () => tokenFor(account.email)))
    const leaving = await tokenFor(account.email)
    const [refreshed, , ...added] = await Promise.all([
      refresh(kept[0]),
      post('/api/users/logout', leaving, {}),
      ...Array.from({ length: 3 }, () => login(account.email, PASSWORD)),
    ])
    expect(refreshed.status).toBe(200)
    const addedTokens = await Promise.all(
      added.map(async (response) => ((await response.json()) as { token: string }).token),
    )
    for (const token of [...kept, ...addedTokens]) expect((await me(token))?.id).toBe(account.id)
    expect(await me(leaving)).toBeNull()
    expect(await sessionIds(account.id)).toHaveLength(6)
  })

  it('a password change ends the other sessions and keeps its own', async () => {
    const account = await newAccount(payload, 'change-ends')
    const [own, ...others] = await Promise.all(Array.from({ length: 3 }, () => tokenFor(account.email)))
    const changed = await post('/api/users/change-password', own, {
      current_password: PASSWORD,
      password: 'Neues-Passwort-8',
    })
    expect(changed.status).toBe(200)
    expect((await me(own))?.id).toBe(account.id)
    for (const token of others) expect(await me(token)).toBeNull()
    expect((await login(account.email, 'Neues-Passwort-8')).status).toBe(200)
  })

  it('a session past its expiry is refused although its token is still validly signed', async () => {
    const account = await newAccount(payload, 'expired')
    const token = await tokenFor(account.email)
    expect((await me(token))?.id).toBe(account.id)
    const past = new Date(Date.now() - 60_000).toISOString()
    await runStatement(payload, sql`update users_sessions set expires_at = ${past} where _parent_id = ${account.id}`)
    expect(await me(token)).toBeNull()
    expect((await refresh(token)).status).not.toBe(200)
    expect(await sessionIds(account.id)).toEqual([])
  })

  it('a suspended account loses access at once: its tokens and refreshes are refused and its sessions end', async () => {
    const account = await newAccount(payload, 'suspended')
    const [first, second] = await Promise.all([tokenFor(account.email), tokenFor(account.email)])
    const suspend = await rest(`/api/users/${account.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...bearer(adminToken) },
      body: JSON.stringify({ status: 'suspended' }),
    })
    expect(suspend.status).toBe(200)
    expect(await sessionIds(account.id)).toEqual([])
    expect(await me(first)).toBeNull()
    expect((await refresh(second)).status).not.toBe(200)
    expect((await rest('/api/flight_logs?limit=1', { headers: bearer(first) })).status).toBe(403)
  })

  it('every request checks the account status, also when it changed behind the hooks', async () => {
    const account = await newAccount(payload, 'archived-directly')
    const token = await tokenFor(account.email)
    expect((await me(token))?.id).toBe(account.id)
    await payload.db.updateOne({ collection: 'users', id: account.id, data: { status: 'archived' } })
    expect(await me(token)).toBeNull()
    expect((await refresh(token)).status).not.toBe(200)
  })
})

describe('the secret that signs sessions', () => {
  let unsetInstance: Payload | undefined
  afterAll(async () => {
    await unsetInstance?.destroy()
  })

  it('without PAYLOAD_SECRET a token re-signed with the old built-in default is refused', async () => {
    // The configuration as a server without PAYLOAD_SECRET builds it, on the same database.
    const saved = process.env.PAYLOAD_SECRET
    delete process.env.PAYLOAD_SECRET
    vi.resetModules()
    const { default: config } = await import('../../payload.config')
    process.env.PAYLOAD_SECRET = saved
    unsetInstance = await getPayload({ config, key: 'without-payload-secret' })
    const call = (path: string, token: string, init: RequestInit = {}) =>
      handleEndpoints({
        config,
        payloadInstanceCacheKey: 'without-payload-secret',
        request: new Request(`http://localhost:3000${path}`, {
          ...init,
          headers: { 'Content-Type': 'application/json', ...bearer(token) },
        }),
      })

    const account = await newAccount(payload, 'forgery')
    const genuine = await tokenFor(account.email)
    const claims = JSON.parse(Buffer.from(genuine.split('.')[1], 'base64url').toString()) as Record<string, unknown>
    const { iat: _iat, exp: _exp, ...fields } = claims
    for (const published of PUBLISHED_SECRETS) {
      const { token: forged } = await jwtSign({
        fieldsToSign: { ...fields, id: account.id, collection: 'users', sid: claims.sid as string },
        secret: createHash('sha256').update(published).digest('hex').slice(0, 32),
        tokenExpiration: 30 * 24 * 3600,
      })
      const answer = (await (await call('/api/users/me', forged)).json()) as { user: unknown }
      expect(answer.user).toBeNull()
      expect((await call('/api/flight_logs?limit=1', forged)).status).toBe(403)
      const body = JSON.stringify({ current_password: PASSWORD, password: 'Uebernommen-1' })
      expect((await call('/api/users/change-password', forged, { method: 'POST', body })).status).toBe(401)
    }

    expect(unsetInstance.config.secret).not.toBe(PUBLISHED_SECRETS[0])
  })
})
