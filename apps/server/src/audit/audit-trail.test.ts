import { describe, expect, it } from 'vitest'

import { relationId } from '../access/relation-id'
import { demoWorld } from '../testing/demo-world'
import { actingAs } from '../testing/get-test-payload'
import { statusOf } from '../testing/status-of'

const { payload } = await demoWorld({})

describe('audit trail', () => {
  it('keeps every version with the acting user and logs the change', async () => {
    const operator = await actingAs(payload, 'operator@flugakte.test')
    const aircraft = (await payload.find({ collection: 'customer_aircrafts', where: { registration: { equals: 'D-EXAB' } }, limit: 1 })).docs[0]
    const before = await payload.countVersions({ collection: 'customer_aircrafts', where: { parent: { equals: aircraft.id } } })
    await payload.update({ collection: 'customer_aircrafts', id: aircraft.id, data: { serial_number: '40.N312-A' }, user: operator, overrideAccess: false })
    await payload.update({ collection: 'customer_aircrafts', id: aircraft.id, data: { serial_number: aircraft.serial_number }, user: operator, overrideAccess: false })
    const versions = await payload.findVersions({ collection: 'customer_aircrafts', where: { parent: { equals: aircraft.id } }, sort: '-createdAt', depth: 0, pagination: false })
    expect(versions.totalDocs).toBe(before.totalDocs + 2)
    expect(versions.docs[1].version.serial_number).toBe('40.N312-A')
    expect(relationId(versions.docs[1].version.user_updated)).toBe(operator.id)

    const activity = await payload.find({
      collection: 'activity',
      where: { and: [{ collection: { equals: 'customer_aircrafts' } }, { item: { equals: String(aircraft.id) } }, { action: { equals: 'update' } }] },
      depth: 0,
      pagination: false,
    })
    expect(activity.docs.filter((row) => relationId(row.user) === operator.id).length).toBeGreaterThanOrEqual(2)
  })

  it('does not let a request set the acting user', async () => {
    const operator = await actingAs(payload, 'operator@flugakte.test')
    const admin = await actingAs(payload, 'admin@flugakte.test')
    const aircraft = (await payload.find({ collection: 'customer_aircrafts', where: { registration: { equals: 'D-EXAB' } }, limit: 1 })).docs[0]
    const updated = await payload.update({ collection: 'customer_aircrafts', id: aircraft.id, data: { user_updated: admin.id }, user: operator, overrideAccess: false, depth: 0 })
    expect(relationId(updated.user_updated)).toBe(operator.id)
  })

  it('logs logins', async () => {
    const result = await payload.login({ collection: 'users', data: { email: 'cao@flugakte.test', password: 'Flugakte-Demo-1' } })
    const rows = await payload.find({ collection: 'activity', where: { and: [{ action: { equals: 'login' } }, { user: { equals: result.user!.id } }] }, depth: 0 })
    expect(rows.totalDocs).toBeGreaterThan(0)
  })

  it('is read-only for everyone, administrators included, and private to its user', async () => {
    const admin = await actingAs(payload, 'admin@flugakte.test')
    const cao = await actingAs(payload, 'cao@flugakte.test')
    const row = (await payload.find({ collection: 'activity', limit: 1, depth: 0 })).docs[0]
    expect(await statusOf(payload.create({ collection: 'activity', data: { action: 'login', collection: 'users', item: '1', timestamp: new Date().toISOString() }, user: admin, overrideAccess: false }))).toBe(403)
    expect(await statusOf(payload.update({ collection: 'activity', id: row.id, data: { item: 'x' }, user: admin, overrideAccess: false }))).toBe(403)
    expect(await statusOf(payload.delete({ collection: 'activity', id: row.id, user: admin, overrideAccess: false }))).toBe(403)
    const own = await payload.find({ collection: 'activity', user: cao, overrideAccess: false, pagination: false, depth: 0 })
    expect(own.docs.every((entry) => relationId(entry.user) === cao.id)).toBe(true)
  })
})
