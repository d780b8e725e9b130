import { describe, expect, it } from 'vitest'

import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { statusOf } from '../../testing/status-of'

const { payload } = await demoWorld({})

const EVERY_ROLE = [
  'admin@flugakte.test',
  'operator@flugakte.test',
  'member@flugakte.test',
  'maintenance@flugakte.test',
  'cao@flugakte.test',
  'operator-b@flugakte.test',
]

describe('published journey-log entries', () => {
  it.each(EVERY_ROLE)('cannot be changed or deleted by %s, by id or by query', async (email) => {
    const user = await actingAs(payload, email)
    const entry = (await payload.find({ collection: 'flight_logs', limit: 1, depth: 0, sort: '-number' })).docs[0]
    const asUser = { user, overrideAccess: false } as const
    expect(
      await statusOf(
        payload.update({ collection: 'flight_logs', id: entry.id, data: { notes: 'changed' }, ...asUser }),
      ),
    ).toBe(403)
    expect(
      await statusOf(
        payload.update({
          collection: 'flight_logs',
          where: { id: { equals: entry.id } },
          data: { cnt_ldg: 9 },
          ...asUser,
        }),
      ),
    ).toBe(403)
    expect(await statusOf(payload.delete({ collection: 'flight_logs', id: entry.id, ...asUser }))).toBe(403)
    expect(
      await statusOf(payload.delete({ collection: 'flight_logs', where: { id: { equals: entry.id } }, ...asUser })),
    ).toBe(403)
    const after = await payload.findByID({ collection: 'flight_logs', id: entry.id, depth: 0 })
    expect(after).toEqual(entry)
  })
})
