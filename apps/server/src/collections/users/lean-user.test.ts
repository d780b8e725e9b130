import { describe, expect, it } from 'vitest'

import { relationId, relationIds } from '../../access/relation-id'
import { VISIBLE_AIRCRAFT } from '../../testing/demo-expectations'
import { demoWorld } from '../../testing/demo-world'
import { tokenOf } from '../../testing/rest'
import { leanUser } from './lean-user'

const { payload } = await demoWorld({})

describe('the user authentication reads', () => {
  it('holds for every demo account what the stored record says: role with its name, roles, company, status, sessions', async () => {
    for (const email of Object.keys(VISIBLE_AIRCRAFT)) {
      await tokenOf(email)
      const stored = (await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 1 }))
        .docs[0]!
      const lean = await leanUser(payload, stored.id)
      const role = typeof stored.role === 'object' ? stored.role : null
      expect(lean, email).toEqual({
        id: stored.id,
        email: stored.email,
        status: stored.status,
        language: stored.language,
        is_company_admin: Boolean(stored.is_company_admin),
        company: relationId(stored.company),
        role: role ? { id: role.id, name: role.name } : null,
        roles: relationIds(stored.roles).map(Number),
        sessions: (stored.sessions ?? []).map((session) => ({
          id: session.id,
          expiresAt: new Date(session.expiresAt).toISOString(),
        })),
      })
      expect(lean!.sessions.length, email).toBeGreaterThan(0)
    }
  })

  it('is nobody for an id that names no user', async () => {
    expect(await leanUser(payload, 987_654)).toBeNull()
    expect(await leanUser(payload, 'x')).toBeNull()
  })
})
