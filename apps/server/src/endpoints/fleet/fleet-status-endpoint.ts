import { FLEET_NEXT_DUE, todayUtc, type FleetStatus } from '@flugakte/domain'
import { Forbidden, type Endpoint } from 'payload'

import { buildAirworthinessReports } from '../../airworthiness/build-report'

/**
 * GET /api/fleet/status: every aircraft the caller may see, with its status, counters, most urgent due
 * items, expiring documents and ARC validity, in one request (the dashboard's fleet view); computed
 * with a fixed number of reads however many aircraft there are.
 */
export const fleetStatusEndpoint: Endpoint = {
  path: '/fleet/status',
  method: 'get',
  handler: async (req) => {
    if (!req.user) throw new Forbidden(req.t)
    const today = todayUtc()
    // The aircraft's read access is the caller's aircraft scope (every aircraft for an administrator).
    const visible = await req.payload.find({
      collection: 'customer_aircrafts',
      depth: 0,
      pagination: false,
      select: { registration: true },
      overrideAccess: false,
      user: req.user,
      req,
    })
    const reports = await buildAirworthinessReports(
      req,
      visible.docs.map((doc) => doc.id),
      today,
    )
    const status: FleetStatus = {
      today,
      aircraft: reports.map((report) => ({
        aircraft: report.aircraft,
        status: report.status,
        defects: report.defects,
        counters: report.counters,
        counters_as_of: report.counters_as_of,
        next_due: report.next_due.slice(0, FLEET_NEXT_DUE),
        expiring_documents: report.expiring_documents,
        arc: report.arc,
      })),
    }
    return Response.json(status)
  },
}
