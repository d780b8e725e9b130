import type { Endpoint, PayloadRequest, Where } from 'payload'

import { relationNumber } from '../access/relation-id'
import { userCompanyId } from '../access/roles'
import { latestEntry, NEWEST_FIRST, readingsOf } from '../collections/flight-logs/latest-entry'
import { capabilitiesOf } from '../collections/customer-aircrafts/capabilities-endpoint'
import { ownPasskeys } from '../collections/passkeys/own-passkeys'
import { signedInUser } from '../journey-log/signatures/request'

/** People a phone keeps for the pilot and copilot fields: more than any club has members. */
export const MAX_PEOPLE = 1000
/** Aerodromes a phone keeps: the recently used ones, then the home country's. */
export const MAX_AIRPORTS = 3000
/** The recent entries looked at for the aerodromes used: a year of a busy aircraft, a bounded read. */
const RECENT_ENTRIES = 2000
const RECENT_DAYS = 365

/** The caller's aircraft that take journey-log entries from them (the capabilities' add_flight_log). */
async function writableAircraft(req: PayloadRequest) {
  const aircraft = (await capabilitiesOf(req)).filter((capability) => capability.add_flight_log)
  // One read per aircraft (a company's fleet is small), each through the aircraft-and-landing index.
  const latest = await Promise.all(aircraft.map((capability) => latestEntry(req, capability.id)))
  return aircraft.map(({ id, registration, hobbs_unit }, index) => ({
    id,
    registration,
    hobbs_unit,
    latest: readingsOf(latest[index]),
  }))
}

/** As the person lookup of the add-entry form finds them (GET /api/users as the caller). */
async function people(req: PayloadRequest) {
  const found = await req.payload.find({
    collection: 'users',
    // Archived accounts no longer fly; suspended ones still appear on entries made for them.
    where: { status: { in: ['draft', 'active', 'suspended'] } },
    select: { first_name: true, last_name: true, abbreviation: true, status: true },
    sort: ['last_name', 'first_name'],
    limit: MAX_PEOPLE,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return found.docs.map(({ id, first_name, last_name, abbreviation, status }) => ({
    id,
    first_name,
    last_name,
    abbreviation: abbreviation ?? null,
    status,
  }))
}

/** The aerodromes of the aircraft's entries in the last year, most recently used first. */
async function recentlyUsedAirportIds(req: PayloadRequest, aircraftIds: (number | string)[]) {
  if (aircraftIds.length === 0) return []
  const since = new Date(Date.now() - RECENT_DAYS * 86_400_000).toISOString()
  const entries = await req.payload.find({
    collection: 'flight_logs',
    where: { and: [{ customer_aircraft: { in: aircraftIds } }, { time_landing_utc: { greater_than_equal: since } }] },
    select: { location_to: true, location_ldg: true },
    sort: NEWEST_FIRST,
    limit: RECENT_ENTRIES,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const ids = entries.docs.flatMap((entry) => [relationNumber(entry.location_ldg), relationNumber(entry.location_to)])
  return [...new Set(ids.filter((id): id is number => id !== null))]
}

/** The country of the caller's company: its aerodromes are the ones a pilot most likely flies to. */
async function homeCountry(req: PayloadRequest) {
  const companyId = userCompanyId(req)
  if (companyId === null) return null
  const company = await req.payload.findByID({
    collection: 'companies',
    id: companyId,
    select: { country: true },
    depth: 0,
    overrideAccess: false,
    user: req.user,
    disableErrors: true,
    req,
  })
  return relationNumber(company?.country)
}

async function airports(req: PayloadRequest, aircraftIds: (number | string)[]) {
  const [recent, country] = await Promise.all([recentlyUsedAirportIds(req, aircraftIds), homeCountry(req)])
  const select = { icao: true, apt_name: true } as const
  const airports = (where: Where, sort?: string) =>
    req.payload
      .find({
        collection: 'airports',
        where,
        select,
        sort,
        limit: MAX_AIRPORTS,
        depth: 0,
        pagination: false,
        overrideAccess: false,
        user: req.user,
        req,
      })
      .then((found) => found.docs)
  const [used, home] = await Promise.all([
    recent.length === 0 ? [] : airports({ id: { in: recent } }),
    country === null
      ? []
      : airports({ and: [{ apt_country_man: { equals: country } }, { status: { equals: 'published' } }] }, 'icao'),
  ])
  const order = new Map(recent.map((id, index) => [id, index]))
  const recentFirst = [...used].sort((a, b) => order.get(a.id)! - order.get(b.id)!)
  const seen = new Set(recentFirst.map((airport) => airport.id))
  return [...recentFirst, ...home.filter((airport) => !seen.has(airport.id))]
    .slice(0, MAX_AIRPORTS)
    .map(({ id, icao, apt_name }) => ({ id, icao, apt_name }))
}

/**
 * GET /api/offline-pack: what a phone keeps to enter and sign journey-log entries without reception:
 * the caller, the aircraft they may add entries to with each one's latest readings (the prefill),
 * the people of the person lookup, the aerodromes (recently used, then the home country's) and the
 * caller's passkeys (a sign-off offline needs their ids). Everything read as the caller; a fixed
 * number of reads plus one per writable aircraft.
 */
export const offlinePackEndpoint: Endpoint = {
  path: '/offline-pack',
  method: 'get',
  handler: async (req) => {
    const user = signedInUser(req)
    const aircraft = await writableAircraft(req)
    const [me, persons, aerodromes, passkeys] = await Promise.all([
      // The request's user is a lean one (lean-user.ts), without the names.
      req.payload.findByID({
        collection: 'users',
        id: user.id,
        select: { first_name: true, last_name: true, abbreviation: true },
        depth: 0,
        overrideAccess: false,
        user,
        req,
      }),
      people(req),
      airports(
        req,
        aircraft.map((plane) => plane.id),
      ),
      ownPasskeys(req, user.id),
    ])
    return Response.json({
      generated_at: new Date().toISOString(),
      user: {
        id: user.id,
        first_name: me.first_name,
        last_name: me.last_name,
        abbreviation: me.abbreviation ?? null,
      },
      aircraft,
      people: persons,
      airports: aerodromes,
      passkeys: passkeys.map((passkey) => ({
        id: passkey.credential_id,
        transports: Array.isArray(passkey.transports) ? passkey.transports : [],
      })),
    })
  },
}
