import type { DailyUse } from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { replacedEntryIds } from '../collections/flight-logs/replaced-entries'
import { flightLogTable } from '../lib/drizzle-tables'

type Row = Record<keyof DailyUse, number | string | Date | null>

/**
 * One aircraft's journey log summed per UTC landing day, oldest first; an entry a correction replaces
 * is left out (the correction counts instead), as in the boardbook totals. The caller has checked
 * that the aircraft is visible to the user.
 */
export async function dailyUse(req: PayloadRequest, aircraftId: number): Promise<DailyUse[]> {
  const { db, flightLogs: log } = flightLogTable(req.payload)
  // The one difference between the databases here: SQLite keeps timestamps as ISO text, PostgreSQL
  // as timestamptz.
  const day =
    req.payload.db.name === 'postgres'
      ? sql`to_char(${log.time_landing_utc} at time zone 'UTC', 'YYYY-MM-DD')`
      : sql`substr(${log.time_landing_utc}, 1, 10)`
  const rows = await db
    .select<Row>({
      date: day,
      last_landing: sql`max(${log.time_landing_utc})`,
      flights: sql`count(*)`,
      flight_minutes: sql`coalesce(sum(${log.flight_minutes}), 0)`,
      landings: sql`coalesce(sum(${log.cnt_ldg}), 0)`,
      engine_minutes: sql`coalesce(sum(${log.engine_minutes}), 0)`,
      engine_cycles: sql`coalesce(sum(${log.engine_cycles}), 0)`,
    })
    .from(log)
    .where(
      sql`${log.customer_aircraft} = ${aircraftId} and ${log.time_landing_utc} is not null
        and ${log.id} not in (${replacedEntryIds(req.payload, aircraftId)})`,
    )
    .groupBy(day)
    .orderBy(day)
  return rows.map((row) => ({
    date: String(row.date),
    last_landing: new Date(row.last_landing as string).toISOString(),
    flights: Number(row.flights),
    flight_minutes: Number(row.flight_minutes),
    landings: Number(row.landings),
    engine_minutes: Number(row.engine_minutes),
    engine_cycles: Number(row.engine_cycles),
  }))
}
