import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { flightLogTable } from '../../lib/drizzle-tables'

/**
 * The ids of an aircraft's entries that a later correction replaces (the correction restates the
 * entry and counts instead): the one place in SQL that says which entries count, for the boardbook
 * totals and the per-day sums alike. Read through the amends index; corrections are few.
 */
export function replacedEntryIds(payload: Payload, aircraftId: number) {
  const { db, flightLogs: log } = flightLogTable(payload)
  return db
    .select({ id: log.amends })
    .from(log)
    .where(sql`${log.amends} is not null and ${log.type} = 'correction' and ${log.customer_aircraft} = ${aircraftId}`)
}
