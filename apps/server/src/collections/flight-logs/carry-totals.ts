import {
  addDays,
  addTotals,
  carryForward,
  daySums,
  landingDay,
  NO_TOTALS,
  totalsOfDay,
  type BoardbookTotals,
  type DailyUse,
  type EntryFigures,
} from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { relationId } from '../../access/relation-id'
import {
  dayRowColumns,
  entryFigureColumns,
  flightLogTable,
  transactionDb,
  type Builder,
} from '../../lib/drizzle-tables'
import type { FlightLog } from '../../payload-types'

type Id = number | string
type Stored = Record<string, number | string | null>

/** The totals columns an entry and a day row share, from the domain's totals. */
export function totalsColumns(totals: BoardbookTotals) {
  return {
    total_flights: totals.flights,
    total_minutes: totals.minutes,
    total_landings: totals.landings,
    total_engine_minutes: totals.engine_minutes,
    total_cycles: totals.cycles,
  }
}

export function totalsOfColumns(row: Stored): BoardbookTotals {
  return {
    flights: Number(row.total_flights ?? 0),
    minutes: Number(row.total_minutes ?? 0),
    landings: Number(row.total_landings ?? 0),
    engine_minutes: Number(row.total_engine_minutes ?? 0),
    cycles: Number(row.total_cycles ?? 0),
  }
}

export const figuresOfRow = (row: Stored): EntryFigures => ({
  flight_minutes: row.flight_minutes === null ? null : Number(row.flight_minutes),
  cnt_ldg: row.cnt_ldg === null ? null : Number(row.cnt_ldg),
  engine_minutes: row.engine_minutes === null ? null : Number(row.engine_minutes),
  engine_cycles: row.engine_cycles === null ? null : Number(row.engine_cycles),
})

/**
 * The aircraft's totals after the new entry (under the numbering lock, so `previous` is the newest
 * stored entry): its totals plus the entry, minus the entry a correction replaces.
 */
export async function carriedTotals(
  req: PayloadRequest,
  aircraftId: Id,
  previous: Stored | null,
  data: EntryFigures & { type?: string | null; amends?: unknown },
): Promise<BoardbookTotals> {
  if (previous && previous.total_flights === null) {
    throw new Error(
      `Journey log of aircraft ${aircraftId} has entries without carried totals: run npm run verify-totals -- --repair`,
    )
  }
  const amendsId = data.type === 'correction' ? relationId(data.amends) : null
  let replaced: EntryFigures | null = null
  if (amendsId !== null) {
    const db = await transactionDb(req)
    const { flightLogs: log } = flightLogTable(req.payload)
    const [row] = await db
      .select<Stored>(entryFigureColumns(log))
      .from(log)
      .where(sql`${log.id} = ${amendsId} and ${log.customer_aircraft} = ${aircraftId}`)
    if (row) replaced = figuresOfRow(row)
  }
  return carryForward(previous ? totalsOfColumns(previous) : NO_TOTALS, data, replaced)
}

/**
 * One day of the per-day rollup made right again from the entries that count and landed that day
 * (a handful), and the totals of every later day moved by what changed. Runs inside the create's
 * transaction under the numbering lock.
 */
export async function refreshDay(db: Builder, payload: PayloadRequest['payload'], aircraftId: Id, date: string) {
  const { flightLogs: log, flightLogDays: days } = flightLogTable(payload)
  const start = `${date}T00:00:00.000Z`
  const end = `${addDays(date, 1)}T00:00:00.000Z`
  const entries = await db
    .select<Stored>({ landing: log.time_landing_utc, ...entryFigureColumns(log) })
    .from(log)
    .where(
      sql`${log.customer_aircraft} = ${aircraftId} and ${log.time_landing_utc} >= ${start}
        and ${log.time_landing_utc} < ${end}
        and not exists (select 1 from ${log} as corrections
          where corrections.amends_id = ${log.id} and corrections.type = 'correction')`,
    )
  const sums = daySums(
    date,
    entries.map((entry) => ({ ...figuresOfRow(entry), landing: landingText(entry.landing) })),
  )
  const dayColumns = dayRowColumns(days)
  const [[before], [current]] = [
    await db
      .select<Stored>(dayColumns)
      .from(days)
      .where(sql`${days.customer_aircraft} = ${aircraftId} and ${days.date} < ${date}`)
      .orderBy(sql`${days.date} desc`)
      .limit(1),
    await db
      .select<Stored>(dayColumns)
      .from(days)
      .where(sql`${days.customer_aircraft} = ${aircraftId} and ${days.date} = ${date}`),
  ]
  const dayTotals = totalsOfDay(sums)
  const stored = current ? totalsOfDay(storedDay(current)) : NO_TOTALS
  const change = addTotals(dayTotals, stored, -1)
  const sameDay = sql`${days.customer_aircraft} = ${aircraftId} and ${days.date} = ${date}`
  if (sums.flights === 0) {
    if (current) await db.delete(days).where(sameDay)
  } else {
    const values = {
      last_landing: sums.last_landing ?? null,
      flights: sums.flights,
      flight_minutes: sums.flight_minutes,
      landings: sums.landings,
      engine_minutes: sums.engine_minutes,
      engine_cycles: sums.engine_cycles,
      ...totalsColumns(addTotals(before ? totalsOfColumns(before) : NO_TOTALS, dayTotals)),
    }
    await db
      .insert(days)
      .values({ customer_aircraft: aircraftId, date, ...values })
      .onConflictDoUpdate({ target: [days.customer_aircraft, days.date], set: values })
  }
  if (Object.values(change).some((value) => value !== 0)) {
    await db
      .update(days)
      .set({
        total_flights: sql`${days.total_flights} + ${change.flights}`,
        total_minutes: sql`${days.total_minutes} + ${change.minutes}`,
        total_landings: sql`${days.total_landings} + ${change.landings}`,
        total_engine_minutes: sql`${days.total_engine_minutes} + ${change.engine_minutes}`,
        total_cycles: sql`${days.total_cycles} + ${change.cycles}`,
      })
      .where(sql`${days.customer_aircraft} = ${aircraftId} and ${days.date} > ${date}`)
  }
}

/** A stored day of the rollup (read with dayRowColumns) as the domain's day. */
export function storedDay(row: Stored): DailyUse {
  const last = landingText(row.last_landing)
  return {
    date: String(row.date),
    ...(last ? { last_landing: last } : {}),
    flights: Number(row.flights),
    flight_minutes: Number(row.flight_minutes),
    landings: Number(row.landings),
    engine_minutes: Number(row.engine_minutes),
    engine_cycles: Number(row.engine_cycles),
    running: totalsOfColumns(row),
  }
}

/** PostgreSQL hands timestamps back as its own text, SQLite as the ISO text stored: ISO either way. */
export function landingText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  const time = value instanceof Date ? value : new Date(String(value))
  return Number.isNaN(time.getTime()) ? null : time.toISOString()
}

/**
 * After a create, in its transaction: the days the entry changes, its landing day and, for a
 * correction, the landing day of the entry it replaces.
 */
export const carryDaysAfterCreate: CollectionAfterChangeHook<FlightLog> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const aircraftId = relationId(doc.customer_aircraft)!
  const db = await transactionDb(req)
  const touched = new Set<string>()
  const own = landingDay(doc.time_landing_utc)
  if (own) touched.add(own)
  const amendsId = doc.type === 'correction' ? relationId(doc.amends) : null
  if (amendsId !== null) {
    const { flightLogs: log } = flightLogTable(req.payload)
    const [amended] = await db
      .select<Stored>({ landing: log.time_landing_utc })
      .from(log)
      .where(sql`${log.id} = ${amendsId}`)
    const day = landingDay(landingText(amended?.landing))
    if (day) touched.add(day)
  }
  for (const date of [...touched].sort()) await refreshDay(db, req.payload, aircraftId, date)
  return doc
}
