import type { PayloadRequest, Where } from 'payload'

import { isAdministrator, userCompanyId } from './roles'

type Id = number | string

/** Every aircraft-owned record is reached through customer_aircrafts; these are the two scopes. */
export type AircraftScope = 'visible' | 'owned'

/**
 * Ids of the aircraft whose *accepted* contract names `companyId` as maintenance company or CAO.
 * A requested, declined or ended contract grants nothing, whatever the aircraft's own fields say.
 */
export async function contractedAircraftIds(req: PayloadRequest, companyId: Id): Promise<Id[]> {
  const cacheKey = `__flugakteContracted_${companyId}`
  const cached = req.context[cacheKey]
  if (Array.isArray(cached)) return cached as Id[]
  const contracts = await req.payload.find({
    collection: 'aircraft_contracts',
    where: { and: [{ company: { equals: companyId } }, { status: { equals: 'accepted' } }] },
    select: { customer_aircraft: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const ids = [...new Set(contracts.docs.map((doc) => doc.customer_aircraft as Id))]
  req.context[cacheKey] = ids
  return ids
}

/**
 * Ids of the aircraft the caller may see ('visible': own company's and those with an accepted
 * contract naming the caller's company as maintenance company or CAO) or that belong to the caller's
 * own company ('owned'). `null` means every aircraft (Administrator). Cached per request.
 */
export async function aircraftIdsInScope(
  req: PayloadRequest,
  scope: AircraftScope,
): Promise<Id[] | null> {
  if (!req.user) return []
  if (await isAdministrator(req)) return null
  const companyId = userCompanyId(req)
  if (companyId === null) return []
  const cacheKey = `__flugakteAircraft_${scope}`
  const cached = req.context[cacheKey]
  if (Array.isArray(cached)) return cached as Id[]
  const owned = await req.payload.find({
    collection: 'customer_aircrafts',
    where: { company: { equals: companyId } },
    select: { registration: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const ids: Id[] = owned.docs.map((doc) => doc.id)
  if (scope === 'visible') {
    for (const id of await contractedAircraftIds(req, companyId)) {
      if (!ids.map(String).includes(String(id))) ids.push(id)
    }
  }
  req.context[cacheKey] = ids
  return ids
}

/** A Where that keeps only rows whose `path` points at an aircraft in scope; `true` for everything. */
export async function whereAircraftInScope(
  req: PayloadRequest,
  scope: AircraftScope,
  path: string,
): Promise<Where | boolean> {
  if (!req.user) return false
  const ids = await aircraftIdsInScope(req, scope)
  if (ids === null) return true
  // An empty `in` list would match nothing in SQL anyway, but some adapters reject it.
  return { [path]: { in: ids.length > 0 ? ids : [-1] } }
}
