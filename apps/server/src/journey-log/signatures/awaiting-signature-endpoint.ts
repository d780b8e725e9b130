import { sql } from '@payloadcms/db-postgres'
import type { Endpoint } from 'payload'

import { aircraftIdsInScope } from '../../access/aircraft-scope'
import { PAGE_FIELDS, PAGE_POPULATE, withSignOffStates } from '../../collections/flight-logs/boardbook-endpoint'
import { selectRows } from '../../lib/raw-sql'
import { signedInUser } from './request'

const LIMIT = 100

/**
 * GET /api/flight_logs/awaiting-signature: the caller's entries as pilot-in-command that they have not
 * signed, newest landing first (at most 100, with their total), each as the boardbook shows it plus
 * its aircraft. One statement finds them along the pic index, kept to the aircraft the caller may see;
 * the entries are then read through their access rules.
 */
export const awaitingSignatureEndpoint: Endpoint = {
  path: '/awaiting-signature',
  method: 'get',
  handler: async (req) => {
    const user = signedInUser(req)
    const scope = await aircraftIdsInScope(req, 'visible')
    if (scope !== null && scope.length === 0) return Response.json({ docs: [], totalDocs: 0 })
    const inScope =
      scope === null
        ? sql``
        : sql` and f."customer_aircraft_id" in (${sql.join(
            scope.map((id) => sql`${Number(id)}`),
            sql`, `,
          )})`
    const rows = await selectRows<{ id: unknown; total: unknown }>(
      req.payload,
      sql`select f."id", count(*) over () as "total" from "flight_logs" f
          left join "flight_log_signatures" s on s."flight_log_id" = f."id" and s."signer_id" = f."pic_id"
          where f."pic_id" = ${Number(user.id)} and s."id" is null${inScope}
          order by f."time_landing_utc" desc, f."number" desc limit ${LIMIT}`,
      req,
    )
    if (rows.length === 0) return Response.json({ docs: [], totalDocs: 0 })
    const entries = await req.payload.find({
      collection: 'flight_logs',
      where: { id: { in: rows.map((row) => Number(row.id)) } },
      sort: ['-time_landing_utc', '-number'],
      limit: LIMIT,
      pagination: false,
      depth: 1,
      select: { ...PAGE_FIELDS, customer_aircraft: true },
      populate: { ...PAGE_POPULATE, customer_aircrafts: { registration: true } },
      overrideAccess: false,
      user: req.user,
      req,
    })
    const docs = await withSignOffStates(req, entries.docs)
    return Response.json({ docs, totalDocs: Number(rows[0]!.total) })
  },
}
