import type { PayloadRequest, Where } from 'payload'

import { isAdministrator, userCompanyId } from './roles'

type Id = number | string

/** Every aircraft-owned record is reached through customer_aircrafts; these are the two scopes. */
export type AircraftScope = 'visible' | 'owned'

function scopeWhere(scope: AircraftScope, companyId: Id): Where {
  if (scope === 'owned') return { company: { equals: companyId } }
  return {
    or: [
      { company: { equals: companyId } },
      { maintenance_company: { equals: companyId } },
      { cao: { equals: companyId } },
    ],
  }
}

/**
 * Ids of the aircraft the caller may see ('visible': own company's and those whose owner contracted
 * the caller's company as maintenance company or CAO) or that belong to the caller's own company
 * ('owned'). `null` means every aircraft (Administrator). Cached per request.
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
  const result = await req.payload.find({
    collection: 'customer_aircrafts',
    where: scopeWhere(scope, companyId),
    select: { registration: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const ids = result.docs.map((doc) => doc.id)
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
