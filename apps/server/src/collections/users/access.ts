import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import { isAdministrator, userCompanyId } from '../../access/roles'

function isCompanyAdmin(req: PayloadRequest): boolean {
  return Boolean((req.user as { is_company_admin?: boolean } | null)?.is_company_admin)
}

/** Users read themselves and the people of their own company (pilots, colleagues). */
export const readUsers: Access = async ({ req }): Promise<Where | boolean> => {
  if (!req.user) return false
  if (await isAdministrator(req)) return true
  const companyId = userCompanyId(req)
  if (companyId === null) return { id: { equals: req.user.id } }
  return { or: [{ id: { equals: req.user.id } }, { company: { equals: companyId } }] }
}

export const createUsers: Access = async ({ req }) =>
  (await isAdministrator(req)) || (isCompanyAdmin(req) && userCompanyId(req) !== null)

export const updateUsers: Access = async ({ req }): Promise<Where | boolean> => {
  if (!req.user) return false
  if (await isAdministrator(req)) return true
  if (isCompanyAdmin(req)) {
    return { or: [{ id: { equals: req.user.id } }, { company: { equals: userCompanyId(req) ?? -1 } }] }
  }
  return { id: { equals: req.user.id } }
}

/**
 * Role, roles, company, status and company-admin flag: set by administrators or a company admin for
 * someone else, never by users on themselves.
 */
export const mayAssignAccountFields: FieldAccess = async ({ req, id, doc }) => {
  if (!req.user) return false
  const target = id ?? doc?.id
  if (target !== undefined && String(target) === String(req.user.id)) return false
  return (await isAdministrator(req)) || isCompanyAdmin(req)
}
