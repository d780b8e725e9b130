import type { DailyUse } from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { replacedEntryIds } from '../collections/flight-logs/replaced-entries'
import { selectRows } from '../lib/raw-sql'

type Row = Record<keyof DailyUse, number | string | Date | null>

/**
 * One aircraft's journey log summed per UTC landing day, oldest first; an entry a correction replaces
 * is left out (the correction counts instead), as in the boardbook totals. The caller has checked
 * that the aircraft is visible to the user.
 */
export async function dailyUse(req: PayloadRequest, aircraftId: number): Promise<DailyUse[]> {
  const postgres = req.payload.db.name === 'postgres'
  // SQLite keeps timestamps as ISO text; PostgreSQL as timestamptz.
  const day = postgres
    ? sql`to_char(time_landing_utc at time zone 'UTC', 'YYYY-MM-DD')`
    : sql`substr(time_landing_utc, 1, 10)`
  const query = sql`
    select ${day} as date, max(time_landing_utc) as last_landing, count(*) as flights, coalesce(sum(flight_minutes), 0) as flight_minutes,
      coalesce(sum(cnt_ldg), 0) as landings, coalesce(sum(engine_minutes), 0) as engine_minutes,
      coalesce(sum(engine_cycles), 0) as engine_cycles
    from flight_logs
    where customer_aircraft_id = ${aircraftId} and time_landing_utc is not null
      and id not in (${replacedEntryIds(aircraftId)})
    group by 1
    order by 1`
  const rows = await selectRows<Row>(req.payload, query)
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
