import { sql } from '@payloadcms/db-postgres'

/**
 * The ids of an aircraft's entries that a later correction replaces (the correction restates the
 * entry and counts instead): the one place in SQL that says which entries count, for the boardbook
 * totals and the per-day sums alike. Read through the amends index; corrections are few.
 */
export const replacedEntryIds = (aircraftId: number) => sql`
  select amends_id from flight_logs
  where amends_id is not null and type = 'correction' and customer_aircraft_id = ${aircraftId}`
