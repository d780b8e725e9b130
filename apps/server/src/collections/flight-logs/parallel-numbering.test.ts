import { beforeAll, describe, expect, it } from 'vitest'

import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { emptyAircraftOfTheClub, flightLogFixture } from './testing'

let fixture: Awaited<ReturnType<typeof flightLogFixture>>

const { payload } = await demoWorld({})

beforeAll(async () => {
  fixture = await flightLogFixture(payload)
})

describe('journey-log numbers', () => {
  it('stay gapless and unique when 50 entries are created in parallel on one aircraft', async () => {
    const aircraft = await emptyAircraftOfTheClub(payload, 'D-EPAR')
    const member = await actingAs(payload, 'member@flugakte.test')
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        payload.create({
          collection: 'flight_logs',
          data: fixture.entry({
            customer_aircraft: aircraft.id,
            registration: aircraft.registration,
            to_utc: `${String(6 + Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}`,
            ldg_utc: `${String(6 + Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15 + 10).padStart(2, '0')}`,
          }),
          user: member,
          overrideAccess: false,
        }),
      ),
    )
    const stored = await payload.find({
      collection: 'flight_logs',
      where: { customer_aircraft: { equals: aircraft.id } },
      pagination: false,
      depth: 0,
    })
    const expected = Array.from({ length: 50 }, (_, index) => index + 1)
    expect(created.map((entry) => entry.number).sort((a, b) => a! - b!)).toEqual(expected)
    expect(stored.docs.map((entry) => entry.number).sort((a, b) => a! - b!)).toEqual(expected)
  })
})
