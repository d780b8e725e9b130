import { describe, expect, it } from 'vitest'

import { emptyAircraftOfTheClub } from '../../collections/flight-logs/testing'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { bearer, rest, tokenOf } from '../../testing/rest'

const { payload, aircraft } = await demoWorld({})

async function post(token: string, collection: string, body: Record<string, unknown>) {
  const response = await rest(`/api/${collection}`, {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as { doc?: { id: number } } }
}

/** What a caller might try to set that only the server sets. */
const forged = (someone: number, company: number) => ({
  id: 987_654,
  createdAt: '2001-01-01T00:00:00.000Z',
  updatedAt: '2001-01-01T00:00:00.000Z',
  user_created: someone,
  user_updated: someone,
  author_company: company,
})

describe('server-owned fields are ignored on every create (one policy: what the caller sends for them is dropped)', () => {
  it('journey log: id, timestamps, number, status, derived figures, persons on board and the acting user are the server’s', async () => {
    const member = await actingAs(payload, 'member@flugakte.test')
    const admin = await actingAs(payload, 'admin@flugakte.test')
    const plane = await emptyAircraftOfTheClub(payload, 'D-ESRV')
    const airports = await payload.find({
      collection: 'airports',
      where: { icao: { in: ['EDKB', 'EDFE'] } },
      sort: 'icao',
    })
    const started = Date.now()
    const { status, json } = await post(await tokenOf('member@flugakte.test'), 'flight_logs', {
      customer_aircraft: plane.id,
      registration: plane.registration,
      date: '2026-11-12',
      pilot: member.id,
      location_to: airports.docs[0]!.id,
      location_ldg: airports.docs[1]!.id,
      to_utc: '10:00',
      ldg_utc: '10:30',
      hobbs_eng1_start: '10:00',
      hobbs_eng1_end: '10:40',
      ...forged(admin.id, 1),
      number: 4711,
      status: 'draft',
      time_takeoff_utc: '2001-01-01T00:00:00.000Z',
      time_landing_utc: '2001-01-01T05:00:00.000Z',
      flight_minutes: 9999,
      engine_minutes: 9999,
      engine_cycles: 9999,
      persons_on_board: 9999,
    })
    expect(status).toBe(201)
    expect(json.doc!.id).not.toBe(987_654)
    const stored = await payload.findByID({ collection: 'flight_logs', id: json.doc!.id, depth: 0 })
    expect(stored).toMatchObject({
      number: 1,
      status: 'published',
      time_takeoff_utc: '2026-11-12T10:00:00.000Z',
      time_landing_utc: '2026-11-12T10:30:00.000Z',
      flight_minutes: 30,
      engine_minutes: 40,
      persons_on_board: 1,
      user_created: member.id,
      user_updated: member.id,
    })
    expect(Date.parse(stored.createdAt)).toBeGreaterThanOrEqual(started - 1000)
    expect(Date.parse(stored.updatedAt)).toBeGreaterThanOrEqual(started - 1000)
    expect(await payload.count({ collection: 'flight_logs', where: { id: { equals: 987_654 } } })).toMatchObject({
      totalDocs: 0,
    })
  })

  it('AD compliance: id, timestamps, acting user and author company are the server’s', async () => {
    const maintenance = await actingAs(payload, 'maintenance@flugakte.test')
    const operator = await actingAs(payload, 'operator@flugakte.test')
    const directive = await payload.find({
      collection: 'airworthiness_directives',
      where: { number: { equals: '87-20-03' } },
      limit: 1,
    })
    const operatorCompany = (typeof operator.company === 'object' ? operator.company?.id : operator.company) as number
    const started = Date.now()
    const { status, json } = await post(await tokenOf('maintenance@flugakte.test'), 'ad_compliances', {
      customer_aircraft: aircraft['D-EFAK'],
      airworthiness_directive: directive.docs[0]!.id,
      status: 'complied',
      date: new Date().toISOString().slice(0, 10),
      performed_by: 'M. Fischer',
      ...forged(operator.id, operatorCompany),
    })
    expect(status).toBe(201)
    const stored = await payload.findByID({ collection: 'ad_compliances', id: json.doc!.id, depth: 0 })
    const ownCompany = typeof maintenance.company === 'object' ? maintenance.company?.id : maintenance.company
    expect(stored.id).not.toBe(987_654)
    expect(stored).toMatchObject({
      user_created: maintenance.id,
      user_updated: maintenance.id,
      author_company: ownCompany,
    })
    expect(Date.parse(stored.createdAt)).toBeGreaterThanOrEqual(started - 1000)
  })
})

describe('dates are stored as the instant they name, in one form, on both databases', () => {
  it('a day, a UTC timestamp and an offset timestamp of the same instant are stored alike', async () => {
    const token = await tokenOf('maintenance@flugakte.test')
    const directive = await payload.find({
      collection: 'airworthiness_directives',
      where: { number: { equals: '87-20-03' } },
      limit: 1,
    })
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    const stored: string[] = []
    for (const date of [day, `${day}T00:00:00.000Z`, `${day}T02:00:00+02:00`]) {
      const { status, json } = await post(token, 'ad_compliances', {
        customer_aircraft: aircraft['D-EFAK'],
        airworthiness_directive: directive.docs[0]!.id,
        status: 'complied',
        date,
      })
      expect(status).toBe(201)
      stored.push((await payload.findByID({ collection: 'ad_compliances', id: json.doc!.id, depth: 0 })).date)
    }
    expect(stored).toEqual([`${day}T00:00:00.000Z`, `${day}T00:00:00.000Z`, `${day}T00:00:00.000Z`])
  })
})
