import type { Access, PayloadRequest, Where } from 'payload'

import { aircraftIdsInScope } from '../../access/aircraft-scope'
import { hasRole, isAdministrator, ROLES, userCompanyId } from '../../access/roles'

const isCompanyAdmin = (req: PayloadRequest) =>
  Boolean((req.user as { is_company_admin?: boolean } | null)?.is_company_admin)

async function ownedClause(req: PayloadRequest): Promise<Where> {
  const owned = (await aircraftIdsInScope(req, 'owned')) ?? []
  return { customer_aircraft: { in: owned.length > 0 ? owned : [-1] } }
}

/** The owner's company reads the contracts of its aircraft; the named company reads those naming it. */
export const readContracts: Access = async ({ req }) => {
  if (!req.user) return false
  if (await isAdministrator(req)) return true
  const own = userCompanyId(req)
  if (own === null) return false
  return { or: [await ownedClause(req), { company: { equals: own } }] }
}

/** Operators request contractors for their own company's aircraft (the hook checks the aircraft). */
export const createContracts: Access = async ({ req }) =>
  Boolean(req.user) && ((await isAdministrator(req)) || (await hasRole(req, ROLES.operator)))

/**
 * Status changes: the named company's admins (accept, decline, end) and the owner's operators
 * (withdraw, end); the hook checks which change each side may make.
 */
export const updateContracts: Access = async ({ req }) => {
  if (!req.user) return false
  if (await isAdministrator(req)) return true
  const own = userCompanyId(req)
  if (own === null) return false
  const clauses: Where[] = []
  if (isCompanyAdmin(req)) clauses.push({ company: { equals: own } })
  if (await hasRole(req, ROLES.operator)) clauses.push(await ownedClause(req))
  return clauses.length > 0 ? { or: clauses } : false
}
