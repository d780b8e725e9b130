import { Forbidden, type Endpoint } from 'payload'

import { relationId, relationIds } from '../../access/relation-id'
import { badRequest } from '../../endpoints/request-params'

/** PATCH /api/users/:id/switch-role {role}: the active role becomes one of the user's own roles. */
export const switchRoleEndpoint: Endpoint = {
  path: '/:id/switch-role',
  method: 'patch',
  handler: async (req) => {
    if (!req.user) throw new Forbidden(req.t)
    const id = req.routeParams?.id
    if (String(id) !== String(req.user.id)) throw new Forbidden(req.t)
    const body = (await req.json?.()) as { role?: unknown } | undefined
    const wanted = relationId(body?.role)
    if (wanted === null || wanted === undefined) {
      badRequest(req, 'role', 'roleMissing')
    }
    const self = await req.payload.findByID({ collection: 'users', id: req.user.id, depth: 0, overrideAccess: true, req })
    const allowed = relationIds(self.roles ?? []).map(String)
    if (!allowed.includes(String(wanted))) {
      badRequest(req, 'role', 'roleNotHeld')
    }
    const user = await req.payload.update({
      collection: 'users',
      id: req.user.id,
      data: { role: Number(wanted) },
      overrideAccess: true,
      context: { roleSwitch: true },
      req,
    })
    return Response.json({ data: user })
  },
}
