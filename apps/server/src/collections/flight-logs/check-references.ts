import { flightLogContextIssues } from '@flugakte/domain'
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { aircraftIdsInScope } from '../../access/aircraft-scope'
import { relationId } from '../../access/relation-id'
import { refuse } from './messages'
import type { FlightLog } from '../../payload-types'

type Reference = { path: string; collection: 'users' | 'airports'; id: number | string | null }

/** The references whose target does not exist, or, for pilots, is no one the caller can see. */
async function missingReferences(req: PayloadRequest, references: Reference[]) {
  const missing: Reference[] = []
  for (const collection of ['users', 'airports'] as const) {
    const wanted = references.filter((reference) => reference.collection === collection && reference.id !== null)
    if (wanted.length === 0) continue
    const found = await req.payload.find({
      collection,
      where: { id: { in: wanted.map((reference) => reference.id) } },
      depth: 0,
      pagination: false,
      select: {},
      // Pilots must be people the caller can see (own company); airports are public reference data.
      overrideAccess: collection === 'airports' || !req.user,
      user: req.user,
      req,
    })
    const ids = new Set(found.docs.map((doc) => String(doc.id)))
    missing.push(...wanted.filter((reference) => !ids.has(String(reference.id))))
  }
  return missing
}

/**
 * Create access cannot filter, so the references of a new entry are checked here, before a number is
 * taken: the aircraft must be the caller's own, the registration its registration, pilots, airports and
 * the amended entry must exist, and an amended entry must be of the same aircraft.
 */
export const checkReferences: CollectionBeforeChangeHook<FlightLog> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const aircraftId = relationId(data.customer_aircraft)
  // Without a user the Local API acts as the system (seed, migrations); requests always carry one.
  const owned = req.user ? await aircraftIdsInScope(req, 'owned') : null
  if (owned !== null && !owned.map(String).includes(String(aircraftId))) {
    refuse(req, [{ path: 'customer_aircraft', key: 'aircraftNotOwn' }])
  }
  const aircraft = await req.payload.findByID({
    collection: 'customer_aircrafts',
    id: aircraftId!,
    depth: 0,
    select: { registration: true, counters_baseline: true, createdAt: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!aircraft) refuse(req, [{ path: 'customer_aircraft', key: 'unknownRelation' }])
  if (data.registration !== aircraft.registration) {
    refuse(req, [{ path: 'registration', key: 'registrationMismatch' }])
  }
  // The aircraft's records start with its counters baseline (readings carried over from a paper journey
  // log), or else on the day it was added: earlier flights belong to the paper log.
  const recordStart = aircraft.counters_baseline?.date || aircraft.createdAt
  const startIssues = flightLogContextIssues(data, { recordStart }).filter(({ key }) => key === 'beforeRecordStart')
  if (startIssues.length > 0) refuse(req, startIssues)
  const references: Reference[] = [
    { path: 'pilot', collection: 'users', id: relationId(data.pilot) },
    { path: 'copilot', collection: 'users', id: relationId(data.copilot) },
    { path: 'location_to', collection: 'airports', id: relationId(data.location_to) },
    { path: 'location_ldg', collection: 'airports', id: relationId(data.location_ldg) },
  ]
  const missing = await missingReferences(req, references)
  if (missing.length > 0)
    refuse(
      req,
      missing.map(({ path }) => ({ path, key: 'unknownRelation' as const })),
    )
  const amendsId = relationId(data.amends)
  if (amendsId !== null) {
    const amended = await req.payload.findByID({
      collection: 'flight_logs',
      id: amendsId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (!amended) refuse(req, [{ path: 'amends', key: 'unknownRelation' }])
    if (String(relationId(amended.customer_aircraft)) !== String(aircraftId)) {
      refuse(req, [{ path: 'amends', key: 'amendsOtherAircraft' }])
    }
  }
  return data
}
