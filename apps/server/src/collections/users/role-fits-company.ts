import { ROLES, roleFitsKind } from '@flugakte/domain'
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { relationId, relationIds } from '../../access/relation-id'
import { isAdministrator } from '../../access/roles'
import { refuseFields } from '../../lib/refuse'
import { say } from '../../lib/texts'
import type { User } from '../../payload-types'

async function roleNames(req: PayloadRequest, ids: (number | string)[]): Promise<Map<string, string>> {
  // Only ids that can be ids are looked up; anything else is left to the field's own validation.
  const wanted = ids.filter((id) => /^\d+$/.test(String(id)))
  if (wanted.length === 0) return new Map()
  const roles = await req.payload.find({
    collection: 'roles',
    where: { id: { in: wanted } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(roles.docs.map((role) => [String(role.id), role.name]))
}

/**
 * A user's roles fit their company's kind: Operator and Club Member in operators and clubs,
 * Maintenance Company only in maintenance companies, CAO only in CAOs; Administrator is granted only
 * by administrators (or the system) and needs no company. Checked on every create and update (REST,
 * admin panel, Local API, invitations, role switches), so company admins grant only fitting roles.
 */
export const roleFitsCompany: CollectionBeforeChangeHook<User> = async ({ data, originalDoc, req }) => {
  const has = (field: keyof User) => field in data && data[field] !== undefined
  const heldRoles: unknown = has('roles') ? data.roles : originalDoc?.roles
  // A single value where a list belongs is read as a list of one (field validation answers for the type).
  const roleIds = relationIds(Array.isArray(heldRoles) ? heldRoles : heldRoles ? [heldRoles] : [])
  const activeId = relationId(has('role') ? data.role : originalDoc?.role)
  const companyId = relationId(has('company') ? data.company : originalDoc?.company)
  const previous = new Set([
    ...relationIds(originalDoc?.roles).map(String),
    ...(originalDoc?.role ? [String(relationId(originalDoc.role))] : []),
  ])
  const names = await roleNames(req, [...roleIds, ...(activeId === null ? [] : [activeId])])
  const errors: { path: string; message: string }[] = []
  const refuse = (path: string, key: 'noCompany' | 'wrongKind' | 'administrator' | 'activeNotHeld', role = '') => {
    if (!errors.some((error) => error.path === path)) errors.push({ path, message: say(req, `roles:${key}`, { role }) })
  }
  if (activeId !== null && roleIds.length > 0 && !roleIds.map(String).includes(String(activeId)))
    refuse('role', 'activeNotHeld')

  let kind: string | null = null
  if (companyId !== null) {
    const company = await req.payload
      .findByID({ collection: 'companies', id: companyId, depth: 0, overrideAccess: true, req })
      .catch(() => null)
    kind = company?.kind ?? null
  }
  const byAdministrator = !req.user || (await isAdministrator(req))
  const check = (path: 'role' | 'roles', id: number | string) => {
    const name = names.get(String(id))
    if (!name) return
    if (name === ROLES.administrator) {
      if (!byAdministrator && !previous.has(String(id))) refuse(path, 'administrator')
      return
    }
    if (companyId === null) refuse(path, 'noCompany', name)
    else if (!roleFitsKind(name, kind)) refuse(path, 'wrongKind', name)
  }
  if (activeId !== null) check('role', activeId)
  for (const id of roleIds) check('roles', id)
  if (errors.length > 0) refuseFields(req, 'users', errors)
  return data
}
