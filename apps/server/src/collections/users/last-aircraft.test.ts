import { describe, expect, it } from 'vitest'

import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { bearer, rest, tokenOf } from '../../testing/rest'

const { payload, aircraft } = await demoWorld({})

async function remember(email: string, userId: number, value: number | null, language = 'de') {
  return rest(`/api/users/${userId}`, {
    method: 'PATCH',
    headers: { ...bearer(await tokenOf(email)), 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify({ last_aircraft: value }),
  })
}

describe('the remembered aircraft', () => {
  it('is kept for the user on the server and comes back with /api/users/me as an id', async () => {
    const member = await actingAs(payload, 'member@flugakte.test')
    expect((await remember('member@flugakte.test', member.id, aircraft['D-EDRS']!)).status).toBe(200)
    const me = await rest('/api/users/me?depth=1', { headers: bearer(await tokenOf('member@flugakte.test')) })
    expect(((await me.json()) as { user: { last_aircraft: unknown } }).user.last_aircraft).toBe(aircraft['D-EDRS'])
    expect((await remember('member@flugakte.test', member.id, null)).status).toBe(200)
  })

  it.each([
    ['de', 'Dieses Luftfahrzeug sehen Sie nicht'],
    ['en', 'You do not see this aircraft'],
  ])('[%s] is never an aircraft the user cannot see', async (language, message) => {
    const member = await actingAs(payload, 'member@flugakte.test')
    const response = await remember('member@flugakte.test', member.id, aircraft['D-EFAK']!, language)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { data?: { errors: { path: string; message: string }[] } }[] }
    expect(body.errors[0].data?.errors).toContainEqual(expect.objectContaining({ path: 'last_aircraft', message }))
    const stored = await payload.findByID({ collection: 'users', id: member.id, depth: 0 })
    expect(stored.last_aircraft ?? null).toBeNull()
  })

  it('is the user’s own: a company admin does not set it for another user', async () => {
    const member = await actingAs(payload, 'member@flugakte.test')
    await remember('operator-b@flugakte.test', member.id, aircraft['D-EKLU']!)
    const stored = await payload.findByID({ collection: 'users', id: member.id, depth: 0 })
    expect(stored.last_aircraft ?? null).toBeNull()
  })
})
