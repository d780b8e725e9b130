import { recomputeJourneyLog, type BoardbookTotals, type DailyUse, type TotalsEntry } from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import {
  carriedTotalsColumns,
  dayRowColumns,
  entryFigureColumns,
  flightLogTable,
  transactionDb,
  type Builder,
} from '../../lib/drizzle-tables'
import { figuresOfRow, landingText, storedDay, totalsColumns, totalsOfColumns } from './carry-totals'

type Row = Record<string, number | string | null>
type Id = number | string

export type TotalsMismatch = { aircraft: Id; what: string; stored: unknown; recomputed: unknown }
export type TotalsReport = {
  aircraft: number
  entries: number
  days: number
  /** Entries and days whose stored figures differ; the first few of each aircraft are listed. */
  mismatched: number
  mismatches: TotalsMismatch[]
  repaired: number
}

/** Rows written per statement when days are rewritten. */
const CHUNK = 200
/** Mismatches listed per aircraft; the count goes on. */
const LISTED = 20

const dayView = (day: DailyUse) => ({
  date: day.date,
  last_landing: day.last_landing ?? null,
  flights: day.flights,
  flight_minutes: day.flight_minutes,
  landings: day.landings,
  engine_minutes: day.engine_minutes,
  engine_cycles: day.engine_cycles,
  ...totalsColumns(day.running),
})

async function entriesOf(db: Builder, req: Pick<PayloadRequest, 'payload'>, aircraftId: Id) {
  const { flightLogs: log } = flightLogTable(req.payload)
  return db
    .select<Row>({
      id: log.id,
      number: log.number,
      type: log.type,
      amends: log.amends,
      landing: log.time_landing_utc,
      ...entryFigureColumns(log),
      ...carriedTotalsColumns(log),
    })
    .from(log)
    .where(sql`${log.customer_aircraft} = ${aircraftId}`)
    .orderBy(sql`${log.number}`)
}

const asEntry = (row: Row): TotalsEntry => ({
  id: row.id!,
  number: Number(row.number),
  type: row.type === null ? null : String(row.type),
  amends: row.amends,
  landing: landingText(row.landing),
  ...figuresOfRow(row),
})

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Recomputes every aircraft's carried-forward totals and per-day rollup from its entries and compares
 * them with what is stored; with `repair`, writes the recomputed figures where they differ (after a
 * bulk import, or for entries stored before the totals were carried). Runs in the request's
 * transaction when it has one, or on `db` (a migration's handle). Reads and writes name their columns,
 * so a later migration's new column does not break the migration that runs this.
 */
export async function verifyTotals(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  { repair = false, db: given }: { repair?: boolean; db?: unknown } = {},
): Promise<TotalsReport> {
  const db = (given as Builder | undefined) ?? (await transactionDb(req))
  const { flightLogs: log, flightLogDays: days } = flightLogTable(req.payload)
  const aircraftIds = (await db.select<{ id: Id }>({ id: sql`distinct ${log.customer_aircraft}` }).from(log)).map(
    (row) => row.id,
  )
  const dayAircraft = (await db.select<{ id: Id }>({ id: sql`distinct ${days.customer_aircraft}` }).from(days)).map(
    (row) => row.id,
  )
  const report: TotalsReport = { aircraft: 0, entries: 0, days: 0, mismatched: 0, mismatches: [], repaired: 0 }
  for (const aircraftId of new Set([...aircraftIds, ...dayAircraft].map(Number))) {
    report.aircraft += 1
    const rows = await entriesOf(db, req, aircraftId)
    const { totals, days: recomputed } = recomputeJourneyLog(rows.map(asEntry))
    report.entries += rows.length
    report.days += recomputed.length
    let listed = 0
    const note = (what: string, stored: unknown, expected: unknown) => {
      report.mismatched += 1
      if (listed++ < LISTED) report.mismatches.push({ aircraft: aircraftId, what, stored, recomputed: expected })
    }
    const wrongEntries: { id: Id; totals: BoardbookTotals }[] = []
    for (const row of rows) {
      const expected = totals.get(String(row.id))!
      const stored = row.total_flights === null ? null : totalsOfColumns(row)
      if (!same(stored, expected)) {
        note(`entry #${row.number}`, stored, expected)
        wrongEntries.push({ id: row.id!, totals: expected })
      }
    }
    const storedDays = (
      await db
        .select<Row>(dayRowColumns(days))
        .from(days)
        .where(sql`${days.customer_aircraft} = ${aircraftId}`)
        .orderBy(sql`${days.date}`)
    ).map((row) => dayView(storedDay(row)))
    const expectedDays = recomputed.map(dayView)
    const daysDiffer = !same(storedDays, expectedDays)
    if (daysDiffer) {
      const byDate = new Map(storedDays.map((day) => [day.date, day]))
      const dates = new Set([...storedDays, ...expectedDays].map((day) => day.date))
      const expectedByDate = new Map(expectedDays.map((day) => [day.date, day]))
      for (const date of [...dates].sort()) {
        if (!same(byDate.get(date) ?? null, expectedByDate.get(date) ?? null))
          note(`day ${date}`, byDate.get(date) ?? null, expectedByDate.get(date) ?? null)
      }
    }
    if (!repair) continue
    for (const wrong of wrongEntries) {
      await db
        .update(log)
        .set(totalsColumns(wrong.totals))
        .where(sql`${log.id} = ${wrong.id}`)
    }
    report.repaired += wrongEntries.length
    if (daysDiffer) {
      await db.delete(days).where(sql`${days.customer_aircraft} = ${aircraftId}`)
      for (let start = 0; start < expectedDays.length; start += CHUNK) {
        const chunk = expectedDays.slice(start, start + CHUNK).map((day) => ({ customer_aircraft: aircraftId, ...day }))
        await (db.insert(days).values(chunk as unknown as Record<string, unknown>) as PromiseLike<unknown>)
      }
      report.repaired += expectedDays.length
    }
  }
  return report
}
