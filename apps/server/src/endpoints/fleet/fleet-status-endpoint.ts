import { FLEET_NEXT_DUE, todayUtc, type FleetStatus } from '@flugakte/domain'
import { Forbidden, type Endpoint } from 'payload'

import { aircraftIdsInScope } from '../../access/aircraft-scope'
import { buildAirworthinessReports } from '../../airworthiness/build-report'

/** Every aircraft's id, for an administrator (who sees them all). */
async function allAircraftIds(req: Parameters<Endpoint['handler']>[0]) {
  const all = await req.payload.find({
    collection: 'customer_aircrafts',
    depth: 0,
    pagination: false,
    select: { registration: true },
    overrideAccess: false,
    user: req.user,
    req,
  })
  return all.docs.map((doc) => doc.id)
}

/**
 * GET /api/fleet/status: every aircraft the caller may see, with its status, counters, most urgent due
 * items and expiring documents, in one request (the dashboard's fleet view); computed with a fixed
 * number of reads however many aircraft there are.
 */
export const fleetStatusEndpoint: Endpoint = {
  path: '/fleet/status',
  method: 'get',
  handler: async (req) => {
    if (!req.user) throw new Forbidden(req.t)
    const today = todayUtc()
    const scope = await aircraftIdsInScope(req, 'visible')
    const ids = (scope ?? (await allAircraftIds(req))).map(Number)
    const reports = await buildAirworthinessReports(req, ids, today)
    const status: FleetStatus = {
      today,
      aircraft: reports.map((report) => ({
        aircraft: report.aircraft,
        status: report.status,
        counters: report.counters,
        counters_as_of: report.counters_as_of,
        next_due: report.next_due.slice(0, FLEET_NEXT_DUE),
        expiring_documents: report.expiring_documents,
      })),
    }
    return Response.json(status)
  },
}
