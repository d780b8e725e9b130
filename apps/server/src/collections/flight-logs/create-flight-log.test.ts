import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { actingAs, aircraftIdsByRegistration, getTestPayload } from '../../testing/get-test-payload'
import { fieldErrors, statusOf } from '../../testing/status-of'

let payload: Payload
let aircraft: Record<string, number>
let airport: number
let pilot: number

beforeAll(async () => {
  payload = await getTestPayload()
  aircraft = await aircraftIdsByRegistration(payload)
  airport = (await payload.find({ collection: 'airports', where: { icao: { equals: 'EDKB' } }, limit: 1 })).docs[0].id
  pilot = (await actingAs(payload, 'member@flugakte.test')).id
})

function entry(overrides: Record<string, unknown> = {}) {
  return {
    customer_aircraft: aircraft['D-EKLU'],
    date: '2026-11-20',
    pilot,
    location_to: airport,
    location_ldg: airport,
    to_utc: '10:00',
    ldg_utc: '10:45',
    cnt_ldg: 3,
    ...overrides,
  }
}

async function countLogs() {
  return (await payload.count({ collection: 'flight_logs' })).totalDocs
}

describe('creating flight logs', () => {
  it('lets a club member log a flight of the club’s aircraft with the next number', async () => {
    const user = await actingAs(payload, 'member@flugakte.test')
    const last = await payload.find({
      collection: 'flight_logs',
      where: { customer_aircraft: { equals: aircraft['D-EKLU'] } },
      sort: '-number',
      limit: 1,
    })
    const created = await payload.create({
      collection: 'flight_logs',
      data: entry() as never,
      user,
      overrideAccess: false,
    })
    expect(created.number).toBe((last.docs[0]?.number ?? 0) + 1)
    expect(created.status).toBe('published')
    expect(created.type).toBe('origin')
    expect(created.registration).toBe('D-EKLU')
    expect(created.time_takeoff_utc).toBe('2026-11-20T10:00:00.000Z')
    expect(created.time_landing_utc).toBe('2026-11-20T10:45:00.000Z')
  })

  it('answers 400 naming the field for a relation to another company’s aircraft, storing nothing', async () => {
    const user = await actingAs(payload, 'member@flugakte.test')
    const before = await countLogs()
    const request = payload.create({
      collection: 'flight_logs',
      data: entry({ customer_aircraft: aircraft['D-EFAK'] }) as never,
      user,
      overrideAccess: false,
    })
    expect(await fieldErrors(request)).toMatchObject([
      { path: 'customer_aircraft', message: 'The aircraft does not belong to your company' },
    ])
    expect(await countLogs()).toBe(before)
  })

  it('answers 400 for missing required fields and unknown values, storing nothing', async () => {
    const user = await actingAs(payload, 'member@flugakte.test')
    const before = await countLogs()
    const missing = await fieldErrors(
      payload.create({
        collection: 'flight_logs',
        data: { customer_aircraft: aircraft['D-EKLU'] } as never,
        user,
        overrideAccess: false,
      }),
    )
    expect(missing.map((error) => error.path).sort()).toEqual(['date', 'location_ldg', 'location_to', 'pilot'])
    const wrongType = await fieldErrors(
      payload.create({
        collection: 'flight_logs',
        data: entry({ type: 'repair' }) as never,
        user,
        overrideAccess: false,
      }),
    )
    expect(wrongType.map((error) => error.path)).toEqual(['type'])
    const wrongTime = await fieldErrors(
      payload.create({
        collection: 'flight_logs',
        data: entry({ to_utc: '25:00' }) as never,
        user,
        overrideAccess: false,
      }),
    )
    expect(wrongTime).toMatchObject([{ path: 'to_utc', message: 'Wrong format (HH:mm)' }])
    const tooManyGuests = await fieldErrors(
      payload.create({
        collection: 'flight_logs',
        data: entry({ cnt_guests: 4 }) as never,
        user,
        overrideAccess: false,
      }),
    )
    expect(tooManyGuests.map((error) => error.path)).toEqual(['cnt_guests'])
    expect(await countLogs()).toBe(before)
  })

  it('refuses creation to read-only roles', async () => {
    for (const email of ['maintenance@flugakte.test', 'cao@flugakte.test']) {
      const user = await actingAs(payload, email)
      expect(
        await statusOf(
          payload.create({
            collection: 'flight_logs',
            data: entry({ customer_aircraft: aircraft['D-EFAK'] }) as never,
            user,
            overrideAccess: false,
          }),
        ),
      ).toBe(403)
    }
  })

  it('keeps published entries unchangeable, even for administrators', async () => {
    const admin = await actingAs(payload, 'admin@flugakte.test')
    const log = (await payload.find({ collection: 'flight_logs', limit: 1, depth: 0 })).docs[0]
    expect(
      await statusOf(
        payload.update({
          collection: 'flight_logs',
          id: log.id,
          data: { notes: 'changed' },
          user: admin,
          overrideAccess: false,
        }),
      ),
    ).toBe(403)
    expect(
      await statusOf(payload.delete({ collection: 'flight_logs', id: log.id, user: admin, overrideAccess: false })),
    ).toBe(403)
  })
})
