import type { BoardbookTotals } from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

type Row = Record<keyof BoardbookTotals, number | string | null>

/**
 * The carried-forward totals of one aircraft, summed by the database: every entry counts except one
 * that a later correction replaces (the correction restates it and counts instead).
 */
export async function boardbookTotals(req: PayloadRequest, aircraftId: number): Promise<BoardbookTotals> {
  const query = sql`
    select count(*) as flights,
      coalesce(sum(entry.flight_minutes), 0) as minutes,
      coalesce(sum(entry.cnt_ldg), 0) as landings,
      coalesce(sum(entry.engine_minutes), 0) as engine_minutes,
      coalesce(sum(entry.engine_cycles), 0) as cycles
    from flight_logs entry
    where entry.customer_aircraft_id = ${aircraftId}
      and not exists (
        select 1 from flight_logs correction
        where correction.amends_id = entry.id and correction.type = 'correction'
      )`
  const db = req.payload.db as unknown as {
    name: string
    drizzle: { execute?: (q: unknown) => Promise<{ rows: Row[] }>; all?: (q: unknown) => Promise<Row[]> }
  }
  // PostgreSQL returns bigint sums as strings; SQLite returns numbers.
  const row = db.name === 'postgres' ? (await db.drizzle.execute!(query)).rows[0] : (await db.drizzle.all!(query))[0]
  return {
    flights: Number(row.flights),
    minutes: Number(row.minutes),
    landings: Number(row.landings),
    engine_minutes: Number(row.engine_minutes),
    cycles: Number(row.cycles),
  }
}
