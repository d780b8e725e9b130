import { ROLES, type RoleName } from '@flugakte/domain'
import type { PayloadRequest } from 'payload'

import { relationId, relationNumber, type RelationValue } from './relation-id'

export { ROLES, type RoleName } from '@flugakte/domain'

type RoleCarrier = { role?: RelationValue | { id: number | string; name?: string } }

/** The name of the caller's active role; cached per request because every access check asks. */
export async function activeRoleName(req: PayloadRequest): Promise<string | null> {
  const user = req.user as RoleCarrier | null
  if (!user?.role) return null
  if (typeof user.role === 'object' && 'name' in user.role && user.role.name) return user.role.name
  const cacheKey = '__flugakteRoleName'
  const cached = req.context[cacheKey]
  if (typeof cached === 'string') return cached
  const id = relationId(user.role)
  if (id === null) return null
  const role = await req.payload.findByID({
    collection: 'roles',
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })
  req.context[cacheKey] = role.name
  return role.name
}

export async function isAdministrator(req: PayloadRequest): Promise<boolean> {
  return (await activeRoleName(req)) === ROLES.administrator
}

export async function hasRole(req: PayloadRequest, ...names: RoleName[]): Promise<boolean> {
  const name = await activeRoleName(req)
  return name !== null && (names as string[]).includes(name)
}

export function userCompanyId(req: PayloadRequest): number | null {
  const user = req.user as { company?: RelationValue } | null
  return relationNumber(user?.company)
}
