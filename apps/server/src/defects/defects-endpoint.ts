import type { Endpoint } from 'payload'

import { aircraftFromPath } from '../endpoints/request-params'
import { aircraftDefects } from './aircraft-defects'

/**
 * GET /api/customer_aircrafts/:id/defects: the aircraft's defects, newest first, each with its actions,
 * photos, release and state today; their summary; whether the caller may report or handle them.
 */
export const aircraftDefectsEndpoint: Endpoint = {
  path: '/:id/defects',
  method: 'get',
  handler: async (req) => Response.json(await aircraftDefects(req, await aircraftFromPath(req))),
}
