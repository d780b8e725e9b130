import { describe, expect, it } from 'vitest'

import { relationId } from '../../access/relation-id'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { statusOf } from '../../testing/status-of'

const { payload } = await demoWorld({})

describe('notifications', () => {
  it('are private to their recipient, in both languages', async () => {
    const member = await actingAs(payload, 'member@flugakte.test')
    const mine = await payload.find({
      collection: 'notifications',
      user: member,
      overrideAccess: false,
      locale: 'en',
      pagination: false,
    })
    expect(mine.totalDocs).toBeGreaterThan(0)
    expect(mine.docs.every((doc) => relationId(doc.recipient) === member.id)).toBe(true)
    const welcome = mine.docs.find((doc) => doc.key === 'welcome')!
    expect(welcome.subject).toBe('Welcome to Flugakte')
    const german = await payload.findByID({
      collection: 'notifications',
      id: welcome.id,
      user: member,
      overrideAccess: false,
      locale: 'de',
    })
    expect(german.subject).toBe('Willkommen bei Flugakte')
  })

  it('can be marked read by the recipient only, who cannot change their text', async () => {
    const member = await actingAs(payload, 'member@flugakte.test')
    const cao = await actingAs(payload, 'cao@flugakte.test')
    const note = (
      await payload.find({
        collection: 'notifications',
        where: { key: { equals: 'welcome' } },
        user: member,
        overrideAccess: false,
      })
    ).docs[0]
    expect([403, 404]).toContain(
      await statusOf(
        payload.update({
          collection: 'notifications',
          id: note.id,
          data: { read: true },
          user: cao,
          overrideAccess: false,
        }),
      ),
    )
    const updated = await payload.update({
      collection: 'notifications',
      id: note.id,
      data: { read: true, subject: 'changed' },
      user: member,
      overrideAccess: false,
      locale: 'de',
    })
    expect(updated.read).toBe(true)
    expect(updated.subject).toBe('Willkommen bei Flugakte')
    expect(
      await statusOf(
        payload.create({
          collection: 'notifications',
          data: { recipient: cao.id, subject: 'x' },
          user: member,
          overrideAccess: false,
        }),
      ),
    ).toBe(403)
  })
})
