import type { BoardbookTotals } from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { flightLogTable } from '../../lib/drizzle-tables'
import { totalsOfColumns } from './carry-totals'

/**
 * The aircraft's carried-forward totals and how many entries its log holds: what its newest entry
 * carries (one row through the aircraft-and-number index, however long the log). Numbers run 1..n
 * without gaps and entries are never deleted, so the newest number is the count.
 */
export async function journeyLogHead(
  req: PayloadRequest,
  aircraftId: number,
): Promise<{ entries: number; totals: BoardbookTotals }> {
  const { db, flightLogs: log } = flightLogTable(req.payload)
  const [newest] = await db
    .select<Record<string, number | string | null>>({
      number: log.number,
      total_flights: log.total_flights,
      total_minutes: log.total_minutes,
      total_landings: log.total_landings,
      total_engine_minutes: log.total_engine_minutes,
      total_cycles: log.total_cycles,
    })
    .from(log)
    .where(sql`${log.customer_aircraft} = ${aircraftId}`)
    .orderBy(sql`${log.number} desc`)
    .limit(1)
  return { entries: Number(newest?.number ?? 0), totals: totalsOfColumns(newest ?? {}) }
}

export async function boardbookTotals(req: PayloadRequest, aircraftId: number): Promise<BoardbookTotals> {
  return (await journeyLogHead(req, aircraftId)).totals
}
