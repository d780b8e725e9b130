import type { PayloadRequest } from 'payload'

import { aircraftIdsInScope } from '../../access/aircraft-scope'
import { hasRole, isAdministrator, ROLES, userCompanyId } from '../../access/roles'

type Id = number | string

/**
 * The one rule for who may download an aircraft's record export (ML.A.307: the records follow the
 * aircraft to its owner and the organisation that manages its continuing airworthiness): administrators,
 * the company administrators of the owning company, and users acting as CAO for a company with an
 * accepted CAO contract for the aircraft. Ids of those aircraft; `null` means every aircraft.
 */
export async function exportableAircraftIds(req: PayloadRequest): Promise<Id[] | null> {
  if (!req.user) return []
  if (await isAdministrator(req)) return null
  const ids: Id[] = []
  if ((req.user as { is_company_admin?: boolean | null }).is_company_admin) {
    ids.push(...((await aircraftIdsInScope(req, 'owned')) ?? []))
  }
  const companyId = userCompanyId(req)
  if (companyId !== null && (await hasRole(req, ROLES.cao))) {
    const contracts = await req.payload.find({
      collection: 'aircraft_contracts',
      where: {
        and: [{ company: { equals: companyId } }, { kind: { equals: 'cao' } }, { status: { equals: 'accepted' } }],
      },
      select: { customer_aircraft: true },
      depth: 0,
      pagination: false,
      // The permission is decided here, whatever the contracts' read access shows the caller.
      overrideAccess: true,
      req,
    })
    ids.push(...contracts.docs.map((contract) => contract.customer_aircraft as Id))
  }
  return [...new Set(ids.map(Number))]
}

export async function mayExportRecords(req: PayloadRequest, aircraftId: Id): Promise<boolean> {
  const ids = await exportableAircraftIds(req)
  return ids === null || ids.map(String).includes(String(aircraftId))
}
