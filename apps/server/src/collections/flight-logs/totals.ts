import type { BoardbookTotals } from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { selectRows } from '../../lib/raw-sql'
import { replacedEntryIds } from './replaced-entries'

type Row = Record<keyof BoardbookTotals, number | string | null>

/**
 * The carried-forward totals of one aircraft, summed by the database: every entry counts except one
 * that a later correction replaces (the correction restates it and counts instead).
 */
export async function boardbookTotals(req: PayloadRequest, aircraftId: number): Promise<BoardbookTotals> {
  // All entries of the aircraft (read from the covering index alone), minus those a correction replaces.
  const query = sql`
    select
      whole.flights - replaced.flights as flights,
      whole.minutes - replaced.minutes as minutes,
      whole.landings - replaced.landings as landings,
      whole.engine_minutes - replaced.engine_minutes as engine_minutes,
      whole.cycles - replaced.cycles as cycles
    from (
      select count(*) as flights, coalesce(sum(flight_minutes), 0) as minutes, coalesce(sum(cnt_ldg), 0) as landings,
        coalesce(sum(engine_minutes), 0) as engine_minutes, coalesce(sum(engine_cycles), 0) as cycles
      from flight_logs where customer_aircraft_id = ${aircraftId}
    ) whole, (
      select count(*) as flights, coalesce(sum(flight_minutes), 0) as minutes, coalesce(sum(cnt_ldg), 0) as landings,
        coalesce(sum(engine_minutes), 0) as engine_minutes, coalesce(sum(engine_cycles), 0) as cycles
      from flight_logs where id in (${replacedEntryIds(aircraftId)})
    ) replaced`
  // PostgreSQL returns bigint sums as strings; SQLite returns numbers.
  const [row] = await selectRows<Row>(req.payload, query)
  return {
    flights: Number(row.flights),
    minutes: Number(row.minutes),
    landings: Number(row.landings),
    engine_minutes: Number(row.engine_minutes),
    cycles: Number(row.cycles),
  }
}
