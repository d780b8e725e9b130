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

async function filtered(query: string, language = 'de') {
  const response = await rest(`/api/flight_logs/boardbook?aircraft=${aircraftId}&limit=100&${query}`, {
    headers: { ...bearer(await tokenOf('member@flugakte.test')), 'Accept-Language': language },
  })
  const body = (await response.json()) as { docs: FlightLog[]; totalDocs: number; errors?: { message: string }[] }
  return { status: response.status, body }
}

const nameOf = (person: FlightLog['pilot'] | FlightLog['copilot']) =>
  person && typeof person === 'object' ? `${person.first_name} ${person.last_name}` : ''

describe('the boardbook’s filter', () => {
  it('shows the entries of the days from–to, both included, and counts them', async () => {
    const day = oldest.date.slice(0, 10)
    const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10)
    const { status, body } = await filtered(`from=${day}&to=${next}`)
    expect(status).toBe(200)
    expect(body.docs.map((entry) => entry.number)).toContain(1)
    expect(body.docs.every((entry) => [day, next].includes(entry.date.slice(0, 10)))).toBe(true)
    expect(body.totalDocs).toBe(body.docs.length)
    const onlyFirst = await filtered(`to=${day}`)
    expect(onlyFirst.body.docs.every((entry) => entry.date.slice(0, 10) <= day)).toBe(true)
  })

  it('finds a person’s flights as pilot or copilot by first, last or full name', async () => {
    const pilot = nameOf(oldest.pilot)
    expect(pilot).not.toBe('')
    const [first, last] = pilot.split(' ')
    for (const q of [last!, first!.toLowerCase(), pilot]) {
      const { body } = await filtered(`q=${encodeURIComponent(q)}`)
      expect(body.docs.length).toBeGreaterThan(0)
      for (const entry of body.docs) expect([nameOf(entry.pilot), nameOf(entry.copilot)]).toContain(pilot)
    }
    expect((await filtered(`q=${encodeURIComponent(`${first} Niemand`)}`)).body.docs).toEqual([])
  })

  it('refuses a malformed day or a period that ends before it starts, in the caller’s language', async () => {
    const bad = await filtered('from=2026-13-01', 'en')
    expect(bad.status).toBe(400)
    expect(bad.body.errors?.[0]?.message).toMatch(/from/)
    const reversed = await filtered('from=2026-11-20&to=2026-11-01')
    expect(reversed.status).toBe(400)
    expect(reversed.body.errors?.[0]?.message).toBe(
      (await filtered('from=2026-11-20&to=2026-11-01', 'de')).body.errors?.[0]?.message,
    )
    const english = await filtered('from=2026-11-20&to=2026-11-01', 'en')
    expect(english.body.errors?.[0]?.message).not.toBe(reversed.body.errors?.[0]?.message)
  })
})
