import { todayUtc } from '@flugakte/domain'
import type { Endpoint } from 'payload'

import { buildAirworthinessReport } from '../../airworthiness/build-report'
import { aircraftFromPath } from '../request-params'

/** GET /api/customer_aircrafts/:id/airworthiness: status, ADs, tasks, parts, what falls due next. */
export const airworthinessEndpoint: Endpoint = {
  path: '/:id/airworthiness',
  method: 'get',
  handler: async (req) => {
    const id = await aircraftFromPath(req)
    return Response.json(await buildAirworthinessReport(req, id, todayUtc()))
  },
}
