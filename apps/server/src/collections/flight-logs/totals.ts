import type { BoardbookTotals } from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { carriedTotalsColumns, flightLogTable, type Builder } from '../../lib/drizzle-tables'
import { totalsOfColumns } from './carry-totals'

/**
 * The aircraft's newest entry (highest number) with its chain hash and the totals it carries: one row through the
 * aircraft-and-number index, however long the log. `db` is the create's transaction when the next
 * entry is numbered, the pool otherwise.
 */
export async function newestEntry(db: Builder, payload: PayloadRequest['payload'], aircraftId: number | string) {
  const { flightLogs: log } = flightLogTable(payload)
  const [row] = await db
    .select<Record<string, number | string | null>>({ number: log.number, hash: log.hash, ...carriedTotalsColumns(log) })
    .from(log)
    .where(sql`${log.customer_aircraft} = ${aircraftId}`)
    .orderBy(sql`${log.number} desc`)
    .limit(1)
  return row ? { ...row, number: Number(row.number), hash: (row.hash as string | null) ?? null } : null
}

/**
 * The aircraft's carried-forward totals and how many entries its log holds. Numbers run 1..n without
 * gaps and entries are never deleted, so the newest number is the count.
 */
export async function journeyLogHead(
  req: PayloadRequest,
  aircraftId: number,
): Promise<{ entries: number; totals: BoardbookTotals }> {
  const newest = await newestEntry(flightLogTable(req.payload).db, req.payload, aircraftId)
  return { entries: newest?.number ?? 0, totals: totalsOfColumns(newest ?? {}) }
}

export async function boardbookTotals(req: PayloadRequest, aircraftId: number): Promise<BoardbookTotals> {
  return (await journeyLogHead(req, aircraftId)).totals
}
