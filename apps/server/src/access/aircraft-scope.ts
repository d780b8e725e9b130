import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest, Where } from 'payload'

import { selectRows } from '../lib/raw-sql'
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
export async function aircraftIdsInScope(req: PayloadRequest, scope: AircraftScope): Promise<Id[] | null> {
  if (!req.user) return []
  if (await isAdministrator(req)) return null
  const companyId = userCompanyId(req)
  if (companyId === null) return []
  const cacheKey = `__flugakteAircraft_${scope}`
  const cached = req.context[cacheKey]
  if (Array.isArray(cached)) return cached as Id[]
  // Reads running side by side on one request wait for the same statement.
  const pending = (req.context.__flugakteScopes ??= companyScopes(req, companyId)) as Promise<void>
  await pending
  return req.context[cacheKey] as Id[]
}

/**
 * Both scopes of the caller's company, and its contracted aircraft, in one statement on every request
 * that reads aircraft-owned records, cached on the request.
 */
async function companyScopes(req: PayloadRequest, companyId: Id) {
  const company = Number(companyId)
  const rows = await selectRows<{ kind: string; id: unknown }>(
    req.payload,
    sql`select 'owned' as kind, id from customer_aircrafts where company_id = ${company}
      union all
      select 'contracted' as kind, customer_aircraft_id as id from aircraft_contracts
        where company_id = ${company} and status = 'accepted'`,
    req,
  )
  const of = (kind: string) => [...new Set(rows.filter((row) => row.kind === kind).map((row) => Number(row.id)))]
  const owned: Id[] = of('owned')
  const contracted: Id[] = of('contracted')
  req.context[`__flugakteContracted_${companyId}`] = contracted
  req.context.__flugakteAircraft_owned = owned
  req.context.__flugakteAircraft_visible = [...new Set([...owned, ...contracted])]
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
