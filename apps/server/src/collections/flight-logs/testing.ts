import type { Payload } from 'payload'

import type { CustomerAircraft, FlightLog } from '../../payload-types'
import { actingAs, aircraftIdsByRegistration } from '../../testing/get-test-payload'

/** What the flight-log tests share: the demo club's member, an airport, the demo aircraft. */
export async function flightLogFixture(payload: Payload) {
  const aircraft = await aircraftIdsByRegistration(payload)
  const airports = await payload.find({
    collection: 'airports',
    where: { icao: { in: ['EDKB', 'EDFE'] } },
    sort: 'icao',
  })
  const member = await actingAs(payload, 'member@flugakte.test')
  const [home, away] = airports.docs.map((doc) => doc.id)
  const entry = (overrides: Record<string, unknown> = {}) =>
    ({
      customer_aircraft: aircraft['D-EKLU'],
      registration: 'D-EKLU',
      date: '2026-11-20',
      pilot: member.id,
      location_to: home,
      location_ldg: away,
      to_utc: '10:00',
      ldg_utc: '10:45',
      cnt_ldg: 3,
      ...overrides,
    }) as unknown as FlightLog
  return { aircraft, member, home, away, entry }
}

/** A new aircraft of the member's club with an empty journey log. */
export async function emptyAircraftOfTheClub(payload: Payload, registration: string): Promise<CustomerAircraft> {
  const template = await payload.find({
    collection: 'customer_aircrafts',
    where: { registration: { equals: 'D-EKLU' } },
    depth: 0,
    limit: 1,
  })
  const { company, aircraft } = template.docs[0]
  return payload.create({
    collection: 'customer_aircrafts',
    // Its records start with the year, so the fixtures' entries of November lie after the record start.
    data: {
      registration,
      serial_number: `SN-${registration}`,
      aircraft,
      company,
      status: 'published',
      counters_baseline: { date: '2026-01-01' },
    } as never,
  })
}
