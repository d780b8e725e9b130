import type { Endpoint } from 'payload'

import { aircraftFromPath } from '../endpoints/request-params'
import { heavyWork } from '../lib/heavy-work/heavy-work'
import { verifyJourneyLog } from './verify-chain'

/**
 * GET /api/customer_aircrafts/:id/journey-log/verify: whether the stored journey log is still the one
 * that was recorded, signed off and checkpointed, and where it first is not. Anyone who may read the
 * aircraft's log may ask; the web app words the answer from `firstBroken`.
 */
export const journeyLogVerifyEndpoint: Endpoint = {
  path: '/:id/journey-log/verify',
  method: 'get',
  handler: async (req) => {
    const id = await aircraftFromPath(req)
    // Reading a long log through is heavy work (a place, or 429).
    return Response.json(await heavyWork(req, () => verifyJourneyLog(req, id)))
  },
}
