import type { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

type Fragment = ReturnType<typeof sql>

/** The part of Drizzle's select builder our reads use; SQLite's and PostgreSQL's builders both have it. */
export interface SelectQuery<Row> extends PromiseLike<Row[]> {
  where(condition: Fragment): SelectQuery<Row>
  groupBy(...expressions: Fragment[]): SelectQuery<Row>
  orderBy(...expressions: Fragment[]): SelectQuery<Row>
  limit(count: number): SelectQuery<Row>
}
type Values = Record<string, unknown>
/** The part of Drizzle's write builders the carried totals use, again the same on both databases. */
export interface Builder {
  select<Row>(fields: { [K in keyof Row]: unknown }): { from(table: unknown): SelectQuery<Row> }
  insert(table: unknown): {
    values(values: Values): PromiseLike<unknown> & {
      onConflictDoUpdate(config: { target: unknown[]; set: Values }): PromiseLike<unknown>
    }
  }
  update(table: unknown): { set(values: Values): { where(condition: Fragment): PromiseLike<unknown> } }
  delete(table: unknown): { where(condition: Fragment): PromiseLike<unknown> }
}

type Columns<Name extends string> = Record<Name, unknown>
type Totals = 'total_flights' | 'total_minutes' | 'total_landings' | 'total_engine_minutes' | 'total_cycles'
type Figures = 'flight_minutes' | 'cnt_ldg' | 'engine_minutes' | 'engine_cycles'

/** Columns of Payload's flight_logs table by field name (Payload names the database columns). */
export type FlightLogColumns = Columns<
  'id' | 'customer_aircraft' | 'number' | 'amends' | 'type' | 'time_landing_utc' | 'hash' | Figures | Totals
>

/** Columns of the per-day rollup (collections/flight-log-days). */
export type FlightLogDayColumns = Columns<
  | 'id'
  | 'customer_aircraft'
  | 'date'
  | 'last_landing'
  | 'flights'
  | 'flight_minutes'
  | 'landings'
  | 'engine_minutes'
  | 'engine_cycles'
  | Totals
>

/** The carried totals, columns of the same names on an entry and on a day of the rollup. */
export function carriedTotalsColumns(table: Columns<Totals>) {
  return {
    total_flights: table.total_flights,
    total_minutes: table.total_minutes,
    total_landings: table.total_landings,
    total_engine_minutes: table.total_engine_minutes,
    total_cycles: table.total_cycles,
  }
}

/** What one entry adds to the totals. */
export function entryFigureColumns(log: FlightLogColumns) {
  return {
    flight_minutes: log.flight_minutes,
    cnt_ldg: log.cnt_ldg,
    engine_minutes: log.engine_minutes,
    engine_cycles: log.engine_cycles,
  }
}

/** A stored day of the rollup: its sums and the totals at its end. */
export function dayRowColumns(days: FlightLogDayColumns) {
  return {
    date: days.date,
    last_landing: days.last_landing,
    flights: days.flights,
    flight_minutes: days.flight_minutes,
    landings: days.landings,
    engine_minutes: days.engine_minutes,
    engine_cycles: days.engine_cycles,
    ...carriedTotalsColumns(days),
  }
}

type Adapter = {
  drizzle: Builder
  tables: { flight_logs: FlightLogColumns; flight_log_days: FlightLogDayColumns }
  sessions: Record<string, { db: Builder } | undefined>
}

/**
 * Payload's Drizzle instance and its generated tables for the journey log, so reads Payload's API
 * cannot express (sums, look-ups by day) use the query builder on the same schema on either database.
 */
export function flightLogTable(payload: Payload): {
  db: Builder
  flightLogs: FlightLogColumns
  flightLogDays: FlightLogDayColumns
} {
  const adapter = payload.db as unknown as Adapter
  return { db: adapter.drizzle, flightLogs: adapter.tables.flight_logs, flightLogDays: adapter.tables.flight_log_days }
}

/** The Drizzle handle of the request's transaction (reads there see its own writes), else the pool's. */
export async function transactionDb(req: Pick<PayloadRequest, 'payload' | 'transactionID'>): Promise<Builder> {
  const adapter = req.payload.db as unknown as Adapter
  const id = req.transactionID ? await req.transactionID : null
  return (id !== null && id !== undefined ? adapter.sessions[String(id)]?.db : undefined) ?? adapter.drizzle
}
