import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { emptyAircraftOfTheClub, flightLogFixture } from '../collections/flight-logs/testing'
import type { CustomerAircraft, FlightLog, User } from '../payload-types'

/**
 * A new club aircraft with `count` entries created as the club member would (one a day in March, so
 * they lie before every other fixture's entries and in the past).
 */
export async function aircraftWithEntries(
  payload: Payload,
  registration: string,
  count: number,
): Promise<{ aircraft: CustomerAircraft; entries: FlightLog[] }> {
  const fixture = await flightLogFixture(payload)
  const aircraft = await emptyAircraftOfTheClub(payload, registration)
  const entries: FlightLog[] = []
  for (let index = 0; index < count; index++) {
    entries.push(
      await payload.create({
        collection: 'flight_logs',
        data: fixture.entry({
          customer_aircraft: aircraft.id,
          registration,
          date: `2026-03-${String(index + 2).padStart(2, '0')}`,
          to_utc: '09:00',
          ldg_utc: '09:50',
          notes: `Flug ${index + 1}`,
        }),
        user: fixture.member,
        overrideAccess: false,
      }),
    )
  }
  return { aircraft, entries }
}

/**
 * Work in a transaction that is rolled back afterwards: a test changes the stored log underneath Payload
 * and looks at it through `req` (acting as `user`), and the shared test database is as before.
 */
export async function rolledBack<T>(
  payload: Payload,
  user: User & { collection: 'users' },
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({ user }, payload)
  const transactionID = await payload.db.beginTransaction()
  if (!transactionID) throw new Error('The test database runs no transactions')
  req.transactionID = transactionID
  try {
    return await work(req)
  } finally {
    await payload.db.rollbackTransaction(transactionID)
  }
}
