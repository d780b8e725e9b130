import type { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

type Fragment = ReturnType<typeof sql>

/** The part of Drizzle's select builder our reads use; SQLite's and PostgreSQL's builders both have it. */
export interface SelectQuery<Row> extends PromiseLike<Row[]> {
  where(condition: Fragment): SelectQuery<Row>
  groupBy(...expressions: Fragment[]): SelectQuery<Row>
  orderBy(...expressions: Fragment[]): SelectQuery<Row>
}
type Builder = { select<Row>(fields: { [K in keyof Row]: unknown }): { from(table: unknown): SelectQuery<Row> } }

/** Columns of Payload's flight_logs table by field name (Payload names the database columns). */
export type FlightLogColumns = Record<
  | 'id'
  | 'customer_aircraft'
  | 'amends'
  | 'type'
  | 'flight_minutes'
  | 'cnt_ldg'
  | 'engine_minutes'
  | 'engine_cycles'
  | 'time_landing_utc',
  unknown
>

/**
 * Payload's Drizzle instance and its generated table for the journey log, so reads Payload's API
 * cannot express (sums, per-day groups) use the query builder on the same schema on either database.
 */
export function flightLogTable(payload: Payload): { db: Builder; flightLogs: FlightLogColumns } {
  const adapter = payload.db as unknown as { drizzle: Builder; tables: { flight_logs: FlightLogColumns } }
  return { db: adapter.drizzle, flightLogs: adapter.tables.flight_logs }
}
