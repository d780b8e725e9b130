import { todayUtc } from '@flugakte/domain'
import type { Payload } from 'payload'

import { DEMO_AIRCRAFT, DEMO_AIRPORTS, seedFleet } from './demo/fleet'
import { notifyDueForFleet } from '../airworthiness/notify-due'
import { seedAirworthiness } from './demo/airworthiness'
import { seedDefects } from './demo/defects'
import { seedDocuments } from './demo/documents'
import { seedFlights } from './demo/flights'
import { seedNotifications } from './demo/notifications'
import { seedRecords } from './demo/records'
import { seedSignatures } from './demo/signatures'
import { seedAirports } from './reference/airports'
import { seedCountries } from './reference/countries'
import { seedRoles } from './reference/roles'
import { seedTaxonomy } from './reference/taxonomy'

export type SeedOptions = {
  /** 'europe' loads every European aerodrome with an ICAO code; 'demo' only those the demo flies to. */
  airports?: 'europe' | 'demo'
  /** Days of flights before today per aircraft; a year for the demo. */
  flightDays?: number
  log?: (message: string) => void
}

/**
 * Reference data and demo data, loaded into a new database only (one without users). `npm start` runs
 * it on every start; once anybody could have logged in, a start creates, re-creates, renames and
 * resets nothing: deleted or renamed demo accounts stay so, changed settings stay changed, and the
 * reference data (roles, countries, aerodromes, tags) belongs to the administrators, who edit it in
 * /admin. Later changes to reference data ship as migrations.
 */
export async function seed(payload: Payload, options: SeedOptions = {}) {
  const log = options.log ?? ((message: string) => payload.logger.info(message))
  const users = await payload.count({ collection: 'users', overrideAccess: true })
  if (users.totalDocs > 0) {
    log('seed: the database already has users, so nothing is seeded (demo and reference data go into a new database only)')
    return null
  }
  const started = Date.now()
  await payload.updateGlobal({
    slug: 'settings',
    data: { project_name: 'Flugakte', default_language: 'de-DE', auth_password_policy: 'strong', auth_login_attempts: 25 },
  })
  const roles = await seedRoles(payload)
  const countries = await seedCountries(payload)
  log(`seed: ${countries.size} countries`)
  const airports = await seedAirports(payload, countries, options.airports === 'demo' ? DEMO_AIRPORTS : undefined)
  log(`seed: ${airports.size} airports`)
  const taxonomy = await seedTaxonomy(payload, countries)
  const fleet = await seedFleet(payload, roles, countries)
  await seedDocuments(payload, fleet, taxonomy)
  await seedNotifications(payload, fleet)
  await seedFlights(payload, fleet, DEMO_AIRCRAFT, airports, options.flightDays ?? 365)
  await seedSignatures(payload, fleet)
  await seedAirworthiness(payload, fleet, taxonomy, todayUtc())
  await seedDefects(payload, fleet, todayUtc())
  await seedRecords(payload, fleet, todayUtc())
  const notices = await notifyDueForFleet(payload)
  const flights = await payload.count({ collection: 'flight_logs' })
  log(`seed: ${fleet.aircraft.size} aircraft, ${flights.totalDocs} flight logs, ${notices} due notices (${Date.now() - started} ms)`)
  return { roles, countries, airports, taxonomy, fleet }
}
