import type { AirworthinessReport } from '@flugakte/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { aircraftIdsByRegistration, getTestPayload } from '../../testing/get-test-payload'
import { bearer, rest, tokenOf } from '../../testing/rest'

let payload: Payload
let aircraft: Record<string, number>

beforeAll(async () => {
  payload = await getTestPayload()
  aircraft = await aircraftIdsByRegistration(payload)
})

type Entry = {
  pilot: unknown
  crew: { pilot: Record<string, unknown> | null; copilot: Record<string, unknown> | null }
}

async function boardbookAs(email: string, registration: string) {
  const response = await rest(`/api/flight_logs/boardbook?aircraft=${aircraft[registration]}&limit=25`, {
    headers: bearer(await tokenOf(email)),
  })
  return { status: response.status, body: (await response.json()) as { docs: Entry[] } }
}

describe('who flew is visible to every reader of the journey log', () => {
  it.each([
    ['cao@flugakte.test', 'D-EFAK'],
    ['maintenance@flugakte.test', 'D-EKLU'],
    ['operator-b@flugakte.test', 'D-EKLU'],
  ])('%s reads the names of the crew of %s, and nothing else about them', async (email, registration) => {
    const { status, body } = await boardbookAs(email, registration)
    expect(status).toBe(200)
    expect(body.docs.length).toBeGreaterThan(0)
    for (const entry of body.docs) {
      expect(Object.keys(entry.crew.pilot ?? {}).sort()).toEqual(['abbreviation', 'first_name', 'id', 'last_name'])
      expect(entry.crew.pilot?.first_name).toEqual(expect.any(String))
      expect(entry.crew.pilot?.last_name).toEqual(expect.any(String))
      if (entry.crew.copilot)
        expect(Object.keys(entry.crew.copilot).sort()).toEqual(['abbreviation', 'first_name', 'id', 'last_name'])
    }
  })

  it('a contractor still cannot read the owner’s users themselves', async () => {
    const { body } = await boardbookAs('cao@flugakte.test', 'D-EFAK')
    const pilotId = body.docs[0].crew.pilot?.id
    const response = await rest(`/api/users/${pilotId}`, { headers: bearer(await tokenOf('cao@flugakte.test')) })
    expect([403, 404]).toContain(response.status)
    expect(typeof body.docs[0].pilot).toBe('number')
  })

  it('the plain collection read names the crew too', async () => {
    const response = await rest(
      `/api/flight_logs?where[customer_aircraft][equals]=${aircraft['D-EFAK']}&limit=3&depth=0`,
      {
        headers: bearer(await tokenOf('cao@flugakte.test')),
      },
    )
    const body = (await response.json()) as { docs: Entry[] }
    expect(body.docs.length).toBe(3)
    for (const entry of body.docs) expect(entry.crew.pilot?.last_name).toEqual(expect.any(String))
  })

  it('the dashboard’s last flights name the pilot for a CAO', async () => {
    const response = await rest(`/api/customer_aircrafts/${aircraft['D-EFAK']}/airworthiness`, {
      headers: bearer(await tokenOf('cao@flugakte.test')),
    })
    const report = (await response.json()) as AirworthinessReport
    expect(report.recent_flights.length).toBeGreaterThan(0)
    for (const flight of report.recent_flights) expect(flight.pilot).toMatch(/^\S+ \S+/)
  })

  it('a user of another company learns nothing', async () => {
    const { status } = await boardbookAs('operator-b@flugakte.test', 'D-EFAK')
    expect(status).toBe(404)
  })
})

describe('the boardbook answer', () => {
  it('carries the readings taken over from the paper journey log, for the aircraft totals', async () => {
    const plane = await payload.findByID({ collection: 'customer_aircrafts', id: aircraft['D-EKLU'], depth: 0 })
    const response = await rest(`/api/flight_logs/boardbook?aircraft=${aircraft['D-EKLU']}&limit=1`, {
      headers: bearer(await tokenOf('maintenance@flugakte.test')),
    })
    const body = (await response.json()) as { baseline: Record<string, unknown> }
    expect(body.baseline).toEqual({
      date: plane.counters_baseline?.date?.slice(0, 10),
      airframe_minutes: plane.counters_baseline?.airframe_minutes,
      landings: plane.counters_baseline?.landings,
      engine_minutes: plane.counters_baseline?.engine_minutes,
      engine_cycles: plane.counters_baseline?.engine_cycles,
    })
    expect(body.baseline.engine_minutes).toBeGreaterThan(0)
  })
})
