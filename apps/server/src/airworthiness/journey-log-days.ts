import type { DailyUse } from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { storedDay } from '../collections/flight-logs/carry-totals'
import { dayRowColumns, flightLogTable } from '../lib/drizzle-tables'

type Row = Record<string, number | string | null>

/** What readings on some days of one aircraft need. */
export type DaysWanted = { aircraftId: number; dates: readonly string[] }

/**
 * The journey-log days that readings on the wanted dates need, per aircraft: for each date the last
 * logged day on or before it, and the newest day. One statement of index look-ups, however long the
 * logs (the domain's readers find each date's day among these). The caller has checked that the
 * aircraft are visible to the user.
 */
export async function journeyLogDaysOf(
  req: PayloadRequest,
  wanted: readonly DaysWanted[],
): Promise<Map<number, DailyUse[]>> {
  const result = new Map<number, DailyUse[]>(wanted.map(({ aircraftId }) => [aircraftId, []]))
  if (wanted.length === 0) return result
  const { db, flightLogDays: days } = flightLogTable(req.payload)
  const conditions = wanted.map(({ aircraftId, dates }) => {
    const distinct = [...new Set(dates.filter(Boolean).map((date) => date.slice(0, 10)))]
    const dayOn = (date: string | null) =>
      sql`(select max(${days.date}) from ${days} where ${days.customer_aircraft} = ${aircraftId}${
        date === null ? sql`` : sql` and ${days.date} <= ${date}`
      })`
    return sql`(${days.customer_aircraft} = ${aircraftId} and ${days.date} in (${sql.join(
      [null, ...distinct].map(dayOn),
      sql`, `,
    )}))`
  })
  const rows = await db
    .select<Row>({ aircraft: days.customer_aircraft, ...dayRowColumns(days) })
    .from(days)
    .where(sql.join(conditions, sql` or `))
    .orderBy(sql`${days.date}`)
  for (const row of rows) result.get(Number(row.aircraft))?.push(storedDay(row))
  return result
}

/** Every day of an aircraft's journey log, oldest first (for the demo seed, not for request paths). */
export async function allJourneyLogDays(req: PayloadRequest, aircraftId: number): Promise<DailyUse[]> {
  const { db, flightLogDays: days } = flightLogTable(req.payload)
  const rows = await db
    .select<Row>(dayRowColumns(days))
    .from(days)
    .where(sql`${days.customer_aircraft} = ${aircraftId}`)
    .orderBy(sql`${days.date}`)
  return rows.map(storedDay)
}
