import { describe, expect, it } from 'vitest'

import { relationId } from '../../access/relation-id'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { fieldErrors } from '../../testing/status-of'

const { payload, aircraft } = await demoWorld({})

describe('feedback', () => {
  it('is stored with the sender, route and aircraft, and shown to administrators', async () => {
    const member = await actingAs(payload, 'member@flugakte.test')
    const admin = await actingAs(payload, 'admin@flugakte.test')
    const created = await payload.create({
      collection: 'feedback',
      data: {
        message: 'Die Landungen fehlen in der Summe',
        route: '/boardbook',
        aircraft: aircraft['D-EKLU'],
        user: admin.id,
      },
      user: member,
      overrideAccess: false,
    })
    expect(relationId(created.user)).toBe(member.id)
    const seen = await payload.findByID({ collection: 'feedback', id: created.id, user: admin, overrideAccess: false })
    expect(seen.route).toBe('/boardbook')
    const others = await payload.find({
      collection: 'feedback',
      where: { id: { equals: created.id } },
      user: await actingAs(payload, 'cao@flugakte.test'),
      overrideAccess: false,
    })
    expect(others.totalDocs).toBe(0)
  })

  it('answers 400 for an aircraft the sender cannot see, or an empty message', async () => {
    const member = await actingAs(payload, 'member@flugakte.test')
    const foreign = await fieldErrors(
      payload.create({
        collection: 'feedback',
        data: { message: 'Hallo Welt', aircraft: aircraft['D-EFAK'] },
        user: member,
        overrideAccess: false,
      }),
    )
    expect(foreign.map((error) => error.path)).toEqual(['aircraft'])
    const empty = await fieldErrors(
      payload.create({ collection: 'feedback', data: { message: '' }, user: member, overrideAccess: false }),
    )
    expect(empty.map((error) => error.path)).toEqual(['message'])
  })
})
