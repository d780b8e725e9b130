import { beforeAll, describe, expect, it } from 'vitest'

import { demoWorld } from '../testing/demo-world'
import { actingAs } from '../testing/get-test-payload'
import { relationIds } from './relation-id'
import { ALL_AIRCRAFT, hiddenAircraft, VISIBLE_AIRCRAFT } from '../testing/demo-expectations'
import { statusOf } from '../testing/status-of'

const aircraftIds = new Map<string, number>()
const aircraftOf = new Map<number, string>()

const { payload } = await demoWorld({})

beforeAll(async () => {
  const all = await payload.find({ collection: 'customer_aircrafts', pagination: false, depth: 0 })
  for (const doc of all.docs) {
    aircraftIds.set(doc.registration, doc.id)
    aircraftOf.set(doc.id, doc.registration)
  }
})

const users = Object.keys(VISIBLE_AIRCRAFT)

/** Other test files add aircraft of their own to the shared database; the expectations are the demo fleet's. */
const demoOnly = (registrations: string[]) =>
  registrations.filter((registration) => ALL_AIRCRAFT.includes(registration))

async function readableAircraftIds(user: Awaited<ReturnType<typeof actingAs>>) {
  const result = await payload.find({
    collection: 'customer_aircrafts',
    user,
    overrideAccess: false,
    pagination: false,
    depth: 0,
    select: {},
  })
  return result.docs.map((doc) => doc.id)
}

describe.each(users)('company isolation for %s', (email) => {
  const visible = VISIBLE_AIRCRAFT[email]
  const hidden = hiddenAircraft(email)

  it('lists exactly the aircraft in scope', async () => {
    const user = await actingAs(payload, email)
    const result = await payload.find({
      collection: 'customer_aircrafts',
      user,
      overrideAccess: false,
      pagination: false,
    })
    expect(demoOnly(result.docs.map((doc) => doc.registration)).sort()).toEqual(visible)
  })

  it('lists flight logs of those aircraft only, and some of each', async () => {
    const user = await actingAs(payload, email)
    const result = await payload.find({
      collection: 'flight_logs',
      user,
      overrideAccess: false,
      pagination: false,
      depth: 0,
    })
    const registrations = new Set(result.docs.map((doc) => doc.registration))
    expect(demoOnly([...registrations]).sort()).toEqual(visible)
  })

  it.each(['ad_compliances', 'task_completions', 'maintenance_tasks', 'equipment'] as const)(
    'lists %s of those aircraft only, and some of each',
    async (collection) => {
      const user = await actingAs(payload, email)
      const result = await payload.find({ collection, user, overrideAccess: false, pagination: false, depth: 0 })
      const registrations = new Set(result.docs.map((doc) => aircraftOf.get(doc.customer_aircraft as number) ?? ''))
      expect(demoOnly([...registrations]).sort()).toEqual(visible)
    },
  )

  it('lists documents of those aircraft, their types and components only', async () => {
    const user = await actingAs(payload, email)
    const result = await payload.find({
      collection: 'documents',
      user,
      overrideAccess: false,
      pagination: false,
      depth: 0,
    })
    const titles = result.docs.map((doc) => doc.title)
    for (const registration of visible) expect(titles).toContain(`Lufttüchtigkeitszeugnis ${registration}`)
    for (const registration of hidden) {
      expect(titles.filter((title) => title.endsWith(registration))).toEqual([])
    }
    // Other test files add aircraft of their own: whatever aircraft a document names, the user sees it.
    const readable = await readableAircraftIds(user)
    for (const doc of result.docs) {
      for (const id of relationIds(doc.customer_aircrafts)) expect(readable).toContain(id)
    }
  })

  it.skipIf(hidden.length === 0)('refuses by-id reads, updates and deletes of hidden aircraft', async () => {
    const user = await actingAs(payload, email)
    for (const registration of hidden) {
      const id = aircraftIds.get(registration)!
      const options = { collection: 'customer_aircrafts' as const, id, user, overrideAccess: false }
      expect(await statusOf(payload.findByID(options))).toBe(404)
      expect([403, 404]).toContain(await statusOf(payload.update({ ...options, data: { serial_number: 'X' } })))
      expect([403, 404]).toContain(await statusOf(payload.delete(options)))
      const after = await payload.findByID({ collection: 'customer_aircrafts', id, depth: 0 })
      expect(after.serial_number).not.toBe('X')
    }
  })

  it.skipIf(hidden.length === 0)('refuses by-id access to flight logs and documents of hidden aircraft', async () => {
    const user = await actingAs(payload, email)
    for (const registration of hidden) {
      const log = await payload.find({
        collection: 'flight_logs',
        where: { registration: { equals: registration } },
        limit: 1,
        depth: 0,
      })
      const logId = log.docs[0].id
      const logOptions = { collection: 'flight_logs' as const, id: logId, user, overrideAccess: false }
      expect(await statusOf(payload.findByID(logOptions))).toBe(404)
      expect([403, 404]).toContain(await statusOf(payload.update({ ...logOptions, data: { notes: 'changed' } })))
      expect([403, 404]).toContain(await statusOf(payload.delete(logOptions)))

      const doc = await payload.find({
        collection: 'documents',
        where: { title: { equals: `Lufttüchtigkeitszeugnis ${registration}` } },
        limit: 1,
        depth: 0,
      })
      const docOptions = { collection: 'documents' as const, id: doc.docs[0].id, user, overrideAccess: false }
      expect(await statusOf(payload.findByID(docOptions))).toBe(404)
      expect([403, 404]).toContain(await statusOf(payload.update({ ...docOptions, data: { title: 'changed' } })))
      expect([403, 404]).toContain(await statusOf(payload.delete(docOptions)))
      const unchanged = await payload.findByID({ collection: 'documents', id: doc.docs[0].id, depth: 0 })
      expect(unchanged.title).toBe(`Lufttüchtigkeitszeugnis ${registration}`)
    }
  })

  it('shows versions of records in scope only', async () => {
    const user = await actingAs(payload, email)
    const aircraftVersions = await payload.findVersions({
      collection: 'customer_aircrafts',
      user,
      overrideAccess: false,
      pagination: false,
    })
    const versionRegistrations = new Set(aircraftVersions.docs.map((version) => version.version.registration))
    expect(demoOnly([...versionRegistrations]).sort()).toEqual(visible)

    const logVersions = await payload.findVersions({
      collection: 'flight_logs',
      user,
      overrideAccess: false,
      limit: 1000,
    })
    for (const registration of demoOnly(logVersions.docs.map((version) => version.version.registration))) {
      expect(visible).toContain(registration)
    }

    const documentVersions = await payload.findVersions({
      collection: 'documents',
      user,
      overrideAccess: false,
      pagination: false,
    })
    const readable = await readableAircraftIds(user)
    for (const version of documentVersions.docs) {
      for (const id of relationIds(version.version.customer_aircrafts)) expect(readable).toContain(id)
    }
    for (const registration of hiddenAircraft(email)) {
      const hiddenVersion = await payload.findVersions({
        collection: 'customer_aircrafts',
        where: { parent: { equals: aircraftIds.get(registration) } },
        limit: 1,
      })
      const options = {
        collection: 'customer_aircrafts' as const,
        id: hiddenVersion.docs[0].id,
        user,
        overrideAccess: false,
      }
      expect([403, 404]).toContain(await statusOf(payload.findVersionByID(options)))
    }
  })
})

describe('operator-b of the club', () => {
  it('sees none of the operating company’s aircraft', async () => {
    const user = await actingAs(payload, 'operator-b@flugakte.test')
    const result = await payload.find({
      collection: 'customer_aircrafts',
      where: { registration: { in: ['D-EFAK', 'D-EXAB'] } },
      user,
      overrideAccess: false,
    })
    expect(result.totalDocs).toBe(0)
  })
})

describe('changes within one’s own company', () => {
  it('lets an operator update the company’s aircraft but not move it to another company', async () => {
    const user = await actingAs(payload, 'operator@flugakte.test')
    const id = aircraftIds.get('D-EXAB')!
    const club = await payload.find({ collection: 'companies', where: { kind: { equals: 'club' } }, limit: 1 })
    const updated = await payload.update({
      collection: 'customer_aircrafts',
      id,
      data: { serial_number: '40.N312', company: club.docs[0].id },
      user,
      overrideAccess: false,
      depth: 0,
    })
    expect(updated.company).not.toBe(club.docs[0].id)
  })

  it('keeps read-only roles from changing aircraft', async () => {
    for (const email of ['maintenance@flugakte.test', 'cao@flugakte.test', 'member@flugakte.test']) {
      const user = await actingAs(payload, email)
      const id = aircraftIds.get(VISIBLE_AIRCRAFT[email][0])!
      expect(
        await statusOf(
          payload.update({
            collection: 'customer_aircrafts',
            id,
            data: { serial_number: 'X' },
            user,
            overrideAccess: false,
          }),
        ),
      ).toBe(403)
    }
  })

  it('refuses deleting an aircraft to everyone but administrators', async () => {
    const user = await actingAs(payload, 'operator@flugakte.test')
    expect(
      await statusOf(
        payload.delete({
          collection: 'customer_aircrafts',
          id: aircraftIds.get('D-EFAK')!,
          user,
          overrideAccess: false,
        }),
      ),
    ).toBe(403)
  })
})
