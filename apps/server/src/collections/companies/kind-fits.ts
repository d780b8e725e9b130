import type { CollectionBeforeChangeHook } from 'payload'

import { relationId, relationIds } from '../../access/relation-id'
import { refuseFields } from '../../lib/refuse'
import { say } from '../../lib/texts'
import { CONTRACT_KINDS } from '../aircraft-contracts/hooks'
import { roleFitsKind } from '@flugakte/domain'
import type { Company } from '../../payload-types'

/**
 * A company's kind changes only when its people's roles and its open contracts still fit it, so the
 * rule that roles fit the company (users/role-fits-company.ts) cannot be broken from this side.
 */
export const kindKeepsRolesFitting: CollectionBeforeChangeHook<Company> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || data.kind === undefined || data.kind === originalDoc?.kind) return data
  const kind = data.kind as string
  const roles = await req.payload.find({ collection: 'roles', pagination: false, depth: 0, overrideAccess: true, req })
  const nameOf = new Map(roles.docs.map((role) => [String(role.id), role.name]))
  const users = await req.payload.find({
    collection: 'users',
    where: { company: { equals: originalDoc?.id } },
    select: { role: true, roles: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const unfit = users.docs.some((user) =>
    [relationId(user.role), ...relationIds(user.roles)]
      .filter((id) => id !== null)
      .some((id) => !roleFitsKind(nameOf.get(String(id)) ?? '', kind)),
  )
  if (unfit) refuseFields(req, 'companies', [{ path: 'kind', message: say(req, 'companies:users') }])
  const open = await req.payload.count({
    collection: 'aircraft_contracts',
    where: {
      and: [
        { company: { equals: originalDoc?.id } },
        { status: { in: ['requested', 'accepted'] } },
        // kind is an enum on PostgreSQL: compare only with a contract kind (an operator or club has none).
        ...((CONTRACT_KINDS as readonly string[]).includes(kind) ? [{ kind: { not_equals: kind } }] : []),
      ],
    },
    overrideAccess: true,
    req,
  })
  if (open.totalDocs > 0) refuseFields(req, 'companies', [{ path: 'kind', message: say(req, 'companies:contracts') }])
  return data
}
