import { Forbidden, NotFound, type Endpoint } from 'payload'

import { buildAirworthinessReport } from '../../airworthiness/build-report'
import { idParam } from '../../airworthiness/load-aircraft'
import { todayUtc } from '../../airworthiness/today'

/** GET /api/customer_aircrafts/:id/airworthiness: status, ADs, tasks, parts, what falls due next. */
export const airworthinessEndpoint: Endpoint = {
  path: '/:id/airworthiness',
  method: 'get',
  handler: async (req) => {
    if (!req.user) throw new Forbidden(req.t)
    const id = idParam(String(req.routeParams?.id ?? ''))
    if (id === null) throw new NotFound(req.t)
    return Response.json(await buildAirworthinessReport(req, id, todayUtc()))
  },
}
