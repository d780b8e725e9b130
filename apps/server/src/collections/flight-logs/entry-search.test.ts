import { beforeAll, describe, expect, it } from 'vitest'

import type { FlightLog } from '../../payload-types'
import { demoWorld } from '../../testing/demo-world'
import { aircraftIdsByRegistration } from '../../testing/get-test-payload'
import { bearer, rest, tokenOf } from '../../testing/rest'

let aircraftId: number
let oldest: FlightLog

const { payload } = await demoWorld({})

beforeAll(async () => {
  aircraftId = (await aircraftIdsByRegistration(payload))['D-EKLU']!
  oldest = (
    await payload.find({
      collection: 'flight_logs',
      where: { customer_aircraft: { equals: aircraftId }, number: { equals: 1 } },
      depth: 1,
    })
  ).docs[0]!
})

async function search(q: string, email = 'member@flugakte.test') {
  const response = await rest(`/api/flight_logs/boardbook?aircraft=${aircraftId}&limit=5&q=${encodeURIComponent(q)}`, {
    headers: bearer(await tokenOf(email)),
  })
  return { status: response.status, body: (await response.json()) as { docs: FlightLog[]; totalDocs: number } }
}

describe('the corrections picker searches the whole journey log', () => {
  it('the oldest entry is not on the first page, and is found by its number', async () => {
    const firstPage = await search('')
    expect(firstPage.body.totalDocs).toBeGreaterThan(5)
    expect(firstPage.body.docs.map((entry) => entry.number)).not.toContain(1)
    for (const q of ['1', '#1']) {
      const { body } = await search(q)
      expect(body.docs.map((entry) => entry.number)).toEqual([1])
    }
  })

  it('finds the entries of a day, typed as ISO or German date', async () => {
    const day = oldest.date.slice(0, 10)
    const [year, month, date] = day.split('-')
    for (const q of [day, `${Number(date)}.${Number(month)}.${year}`]) {
      const { body } = await search(q)
      expect(body.docs.length).toBeGreaterThan(0)
      expect(body.docs.every((entry) => entry.date.slice(0, 10) === day)).toBe(true)
      expect(body.docs.map((entry) => entry.number)).toContain(1)
    }
  })

  it('finds entries by aerodrome of departure or destination', async () => {
    const from = typeof oldest.location_to === 'object' ? oldest.location_to.icao : ''
    const { body } = await search(from.toLowerCase())
    expect(body.docs.length).toBeGreaterThan(0)
    for (const entry of body.docs) {
      const codes = [entry.location_to, entry.location_ldg].map((airport) =>
        typeof airport === 'object' ? airport.icao : '',
      )
      expect(codes).toContain(from)
    }
  })

  it('finds nothing for a day that does not exist, and stays within the caller’s aircraft', async () => {
    expect((await search('2026-02-30')).body.docs).toEqual([])
    expect((await search('1', 'operator@flugakte.test')).status).toBe(404)
  })
})
