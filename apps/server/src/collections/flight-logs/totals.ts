import type { BoardbookTotals } from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { flightLogTable } from '../../lib/drizzle-tables'
import { replacedEntryIds } from './replaced-entries'

/** PostgreSQL returns bigint sums as strings; SQLite returns numbers. */
type Sums = Record<keyof BoardbookTotals, number | string>

/**
 * The carried-forward totals of one aircraft, summed by the database: every entry counts except one
 * that a later correction replaces (the correction restates it and counts instead).
 */
export async function boardbookTotals(req: PayloadRequest, aircraftId: number): Promise<BoardbookTotals> {
  const { db, flightLogs: log } = flightLogTable(req.payload)
  const sums = (where: ReturnType<typeof sql>) =>
    db
      .select<Sums>({
        flights: sql`count(*)`,
        minutes: sql`coalesce(sum(${log.flight_minutes}), 0)`,
        landings: sql`coalesce(sum(${log.cnt_ldg}), 0)`,
        engine_minutes: sql`coalesce(sum(${log.engine_minutes}), 0)`,
        cycles: sql`coalesce(sum(${log.engine_cycles}), 0)`,
      })
      .from(log)
      .where(where)
  // All entries of the aircraft (read from the covering index alone), minus those a correction replaces.
  const [[whole], [replaced]] = await Promise.all([
    sums(sql`${log.customer_aircraft} = ${aircraftId}`),
    sums(sql`${log.id} in (${replacedEntryIds(req.payload, aircraftId)})`),
  ])
  const total = (key: keyof BoardbookTotals) => Number(whole[key]) - Number(replaced[key])
  return {
    flights: total('flights'),
    minutes: total('minutes'),
    landings: total('landings'),
    engine_minutes: total('engine_minutes'),
    cycles: total('cycles'),
  }
}
