import { createLocalReq, meOperation } from 'payload'
import { describe, expect, it } from 'vitest'

import { VISIBLE_AIRCRAFT } from '../../testing/demo-expectations'
import { demoWorld } from '../../testing/demo-world'
import { bearer, rest, tokenOf } from '../../testing/rest'

const { payload } = await demoWorld({})

/** Payload's own /me for the token's user, as its REST handler would answer it at depth 1. */
async function payloadsOwn(token: string) {
  const { user } = await payload.auth({ headers: new Headers(bearer(token)) })
  const req = await createLocalReq({ user: user! }, payload)
  return meOperation({ collection: payload.collections.users, currentToken: token, depth: 1, req })
}

describe('GET /api/users/me', () => {
  it('answers every demo account as Payload’s own /me at depth 1 does, without the list of sessions', async () => {
    for (const email of Object.keys(VISIBLE_AIRCRAFT)) {
      const token = await tokenOf(email)
      const response = await rest('/api/users/me?depth=1', { headers: bearer(token) })
      expect(response.status, email).toBe(200)
      const fast = (await response.json()) as Record<string, unknown>
      const own = JSON.parse(JSON.stringify(await payloadsOwn(token))) as { user: Record<string, unknown>; exp: number }
      const { sessions, ...others } = own.user
      expect(sessions, email).toBeDefined()
      expect(fast.user, email).toEqual(others)
      expect(fast.token, email).toBe(token)
      expect(fast.exp, email).toBe(own.exp)
      expect(fast.collection, email).toBe('users')
      expect((fast.user as { company?: unknown }).company, email).not.toBeTypeOf('number')
    }
  })

  it('answers without a depth the same as with depth 1, and other depths through Payload', async () => {
    const token = await tokenOf(Object.keys(VISIBLE_AIRCRAFT)[0]!)
    const plain = (await (await rest('/api/users/me', { headers: bearer(token) })).json()) as { user: unknown }
    const one = (await (await rest('/api/users/me?depth=1', { headers: bearer(token) })).json()) as { user: unknown }
    expect(plain.user).toEqual(one.user)
    const flat = (await (await rest('/api/users/me?depth=0', { headers: bearer(token) })).json()) as {
      user: { role: unknown; company: unknown }
    }
    expect(typeof flat.user.role).toBe('number')
  })

  it('answers no user to a request without a valid token', async () => {
    const anonymous = await rest('/api/users/me')
    expect(anonymous.status).toBe(200)
    expect(((await anonymous.json()) as { user: unknown }).user).toBeNull()
    const forged = await rest('/api/users/me', { headers: bearer('x.y.z') })
    expect(((await forged.json()) as { user: unknown }).user).toBeNull()
  })
})
