import { Forbidden, type Endpoint } from 'payload'

import { isAdministrator } from '../../access/roles'
import { notifyDueForFleet } from '../../airworthiness/notify-due'

/**
 * POST /api/notifications/check-due: runs the due-items sweep now (administrators; for an external
 * scheduler when the built-in one is switched off).
 */
export const checkDueEndpoint: Endpoint = {
  path: '/check-due',
  method: 'post',
  handler: async (req) => {
    if (!(await isAdministrator(req))) throw new Forbidden(req.t)
    const created = await notifyDueForFleet(req.payload)
    return Response.json({ created })
  },
}
