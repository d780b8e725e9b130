import { beforeAll, describe, expect, it } from 'vitest'

import { relationNumber } from '../access/relation-id'
import { emptyAircraftOfTheClub, flightLogFixture } from '../collections/flight-logs/testing'
import { newAccount, tokenFor } from '../collections/users/testing'
import { registerPasskey } from '../journey-log/signatures/testing'
import type { FlightLog } from '../payload-types'
import { demoWorld } from '../testing/demo-world'
import { actingAs } from '../testing/get-test-payload'
import { bearer, rest } from '../testing/rest'

// The origin rest() sends requests to (the passkeys' expected origin); another test file may have left a different one.
process.env.PUBLIC_ORIGIN = 'http://localhost:3000'

const { payload, aircraft, token } = await demoWorld({
  member: 'member@flugakte.test',
  operator: 'operator@flugakte.test',
})

type Pack = {
  generated_at: string
  user: { id: number; first_name: string; last_name: string; abbreviation: string | null }
  aircraft: {
    id: number
    registration: string
    latest: {
      number: number | null
      time_takeoff_utc: string | null
      time_landing_utc: string | null
      hobbs_eng1_end: string | null
      cnt_cycle_eng1_end: number | null
      arrival?: { id: number; icao: string; apt_name: string } | null
    } | null
  }[]
  people: { id: number; first_name: string; last_name: string; abbreviation: string | null; status: string }[]
  airports: { id: number; icao: string; apt_name: string }[]
  passkeys: { id: string; transports: string[] }[]
}

async function packOf(as: string): Promise<Pack> {
  const response = await rest('/api/offline-pack', { headers: bearer(as) })
  expect(response.status).toBe(200)
  return (await response.json()) as Pack
}

const country = async (code: string) =>
  (await payload.find({ collection: 'countries', where: { code: { equals: code } }, limit: 1, depth: 0 })).docs[0]!.id

let abroad: number
let archived: number
let homeAirport: number

beforeAll(async () => {
  // An aerodrome abroad the club flew to lately, one at home that is closed, one at home never flown to.
  const airport = (icao: string, apt_name: string, countryCode: Promise<number>, status = 'published') =>
    countryCode.then(
      async (apt_country_man) =>
        (
          await payload.create({
            collection: 'airports',
            data: { icao, apt_name, apt_country_man, status } as never,
          })
        ).id,
    )
  abroad = await airport('LOWZ', 'Zell am See', country('AT'))
  archived = await airport('EDXX', 'Geschlossener Platz', country('DE'), 'archived')
  homeAirport = await airport('EDXY', 'Neuer Platz', country('DE'))
  const fixture = await flightLogFixture(payload)
  const plane = await emptyAircraftOfTheClub(payload, 'D-EOFP')
  const member = await actingAs(payload, 'member@flugakte.test')
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
  await payload.create({
    collection: 'flight_logs',
    data: fixture.entry({
      customer_aircraft: plane.id,
      registration: plane.registration,
      date: daysAgo(3),
      location_to: fixture.home,
      location_ldg: abroad,
      to_utc: '06:00',
      ldg_utc: '08:10',
      hobbs_eng1_start: '0100:00',
      hobbs_eng1_end: '0102:20',
    }) as FlightLog,
    user: member,
    overrideAccess: false,
  })
})

describe('GET /api/offline-pack', () => {
  it('answers 401 without a login', async () => {
    expect((await rest('/api/offline-pack')).status).toBe(401)
  })

  it('packs the caller, their writable aircraft with the latest readings, their people and aerodromes', async () => {
    const pack = await packOf(token.member)
    expect(Date.parse(pack.generated_at)).toBeGreaterThan(Date.now() - 60_000)
    expect(pack.user).toMatchObject({ first_name: 'Marie', last_name: 'Schneider', abbreviation: 'MSC' })

    // The club's aircraft only, each with the same latest readings the boardbook shows.
    const registrations = pack.aircraft.map((plane) => plane.registration)
    expect(registrations).toEqual(expect.arrayContaining(['D-EKLU', 'D-EDRS', 'D-EOFP']))
    expect(registrations).not.toContain('D-EFAK')
    expect(registrations).not.toContain('D-EXAB')
    for (const plane of pack.aircraft.filter((candidate) => ['D-EKLU', 'D-EOFP'].includes(candidate.registration))) {
      const boardbook = await rest(`/api/flight_logs/boardbook?aircraft=${plane.id}&limit=1`, {
        headers: bearer(token.member),
      })
      expect(plane.latest).toEqual(((await boardbook.json()) as { latest: unknown }).latest)
    }
    const offPlane = pack.aircraft.find((plane) => plane.registration === 'D-EOFP')!
    expect(offPlane.latest).toMatchObject({ number: 1, hobbs_eng1_end: '0102:20' })
    // The next flight departs where the newest entry landed.
    const newest = await payload.find({
      collection: 'flight_logs',
      where: { customer_aircraft: { equals: offPlane.id } },
      sort: ['-time_landing_utc', '-number'],
      limit: 1,
      depth: 1,
    })
    const landed = newest.docs[0]!.location_ldg as { id: number; icao: string; apt_name: string }
    expect(offPlane.latest?.arrival).toEqual({ id: landed.id, icao: landed.icao, apt_name: landed.apt_name })

    // The club's people as the person lookup finds them, nobody of another company.
    const clubPeople = await payload.find({
      collection: 'users',
      where: {
        and: [
          { company: { equals: relationNumber((await actingAs(payload, 'member@flugakte.test')).company) } },
          { status: { in: ['draft', 'active', 'suspended'] } },
        ],
      },
      depth: 0,
      pagination: false,
    })
    expect(pack.people.map((person) => person.id).sort((a, b) => a - b)).toEqual(
      clubPeople.docs.map((person) => person.id).sort((a, b) => a - b),
    )
    expect(pack.people.map((person) => person.abbreviation)).not.toContain('OWE')
    expect(pack.people[0]).toEqual({
      id: expect.any(Number),
      first_name: expect.any(String),
      last_name: expect.any(String),
      abbreviation: expect.anything(),
      status: expect.any(String),
    })

    // The aerodrome abroad flown to three days ago is there, before the home ones never flown to; closed ones not.
    const codes = pack.airports.map((airport) => airport.icao)
    expect(codes).toContain('LOWZ')
    expect(codes.indexOf('LOWZ')).toBeLessThan(codes.indexOf('EDXY'))
    expect(codes).toEqual(expect.arrayContaining(['EDKB', 'EDFE', 'EDXY']))
    expect(pack.airports.map((airport) => airport.id)).not.toContain(archived)
    expect(pack.airports.find((airport) => airport.id === homeAirport)).toEqual({
      id: homeAirport,
      icao: 'EDXY',
      apt_name: 'Neuer Platz',
    })
    expect(new Set(codes).size).toBe(codes.length)
  })

  it('packs the caller’s own passkeys, which a sign-off offline offers', async () => {
    const account = await newAccount(payload, 'offline-pack-passkey')
    const accountToken = await tokenFor(account.email)
    expect((await packOf(accountToken)).passkeys).toEqual([])
    const passkey = await registerPasskey(accountToken)
    const pack = await packOf(accountToken)
    expect(pack.user).toMatchObject({ id: account.id, last_name: 'offline-pack-passkey' })
    expect(pack.passkeys).toEqual([{ id: passkey.id, transports: ['internal', 'hybrid'] }])
  })

  it('shows another company’s user none of the club’s data', async () => {
    const pack = await packOf(token.operator)
    expect(pack.user).toMatchObject({ first_name: 'Oliver', last_name: 'Weber' })
    // The operator's own aircraft (other test files may have added some), none of the club's.
    const operator = await actingAs(payload, 'operator@flugakte.test')
    const own = await payload.find({
      collection: 'customer_aircrafts',
      where: { and: [{ company: { equals: relationNumber(operator.company) } }, { status: { equals: 'published' } }] },
      depth: 0,
      pagination: false,
    })
    const ids = pack.aircraft.map((plane) => plane.id)
    expect(ids.sort((a, b) => a - b)).toEqual(own.docs.map((plane) => plane.id).sort((a, b) => a - b))
    expect(ids).toEqual(expect.arrayContaining([aircraft['D-EFAK'], aircraft['D-EXAB']]))
    for (const club of ['D-EKLU', 'D-EDRS']) expect(ids).not.toContain(aircraft[club])
    expect(pack.aircraft.map((plane) => plane.registration)).not.toContain('D-EOFP')
    const abbreviations = pack.people.map((person) => person.abbreviation)
    expect(abbreviations).toEqual(expect.arrayContaining(['OWE', 'LHO']))
    for (const clubMember of ['MSC', 'BBR', 'JBE', 'SKO']) expect(abbreviations).not.toContain(clubMember)
    // The aerodrome abroad was used by the club only; the operator's pack has the home country's.
    expect(pack.airports.map((airport) => airport.id)).not.toContain(abroad)
    expect(pack.airports.map((airport) => airport.icao)).toContain('EDXY')
  })
})
