import { LEGAL_FIELDS, type LegalField } from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { selectRows } from '../lib/raw-sql'

/** An entry as the chain and its readers (verify, PDF, export) see it, straight from the table. */
export type ChainEntry = Record<LegalField, string | number | boolean | null> & {
  id: number
  /** The unit of the Hobbs readings; null for entries stored before units were recorded (hours:minutes). */
  hobbs_unit: string | null
  number: number
  pic: number | null
  recorded_at: string | null
  content_hash: string | null
  hash: string | null
  persons_on_board: number | null
  flight_minutes: number | null
  engine_minutes: number | null
  engine_cycles: number | null
  time_takeoff_utc: string | null
  time_landing_utc: string | null
  total_flights: number | null
  total_minutes: number | null
  total_landings: number | null
  total_engine_minutes: number | null
  total_cycles: number | null
}

const RELATIONS = ['customer_aircraft', 'amends', 'pilot', 'copilot', 'location_to', 'location_ldg', 'pic'] as const
const NUMBERS = [
  'number',
  'cnt_guests',
  'cnt_ldg',
  'cnt_cycle_eng1_start',
  'cnt_cycle_eng1_end',
  'persons_on_board',
  'flight_minutes',
  'engine_minutes',
  'engine_cycles',
  'total_flights',
  'total_minutes',
  'total_landings',
  'total_engine_minutes',
  'total_cycles',
] as const
const DATES = ['date', 'recorded_at', 'time_takeoff_utc', 'time_landing_utc'] as const
const COLUMNS = [
  ...new Set([
    'id',
    ...LEGAL_FIELDS.map((field) => ((RELATIONS as readonly string[]).includes(field) ? `${field}_id` : field)),
    'hobbs_unit',
    'pic_id',
    'content_hash',
    'hash',
    ...NUMBERS,
    ...DATES,
  ]),
]

/**
 * A stored instant as ISO 8601 (UTC, milliseconds): SQLite keeps the ISO text Payload wrote; PostgreSQL
 * answers a Date, or its own text form ('2026-11-25 19:48:02.295+00') through Payload's pool.
 */
export function isoInstant(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  const text = String(value)
    .trim()
    .replace(/^(\d{4}-\d\d-\d\d) /, '$1T')
    .replace(/([+-]\d\d)$/, '$1:00')
  const instant = new Date(text)
  // Whatever else is stored stays as it is: the chain's check then names the entry.
  return Number.isNaN(instant.getTime()) ? String(value) : instant.toISOString()
}

/**
 * Every column read the same way on both databases: PostgreSQL answers numeric columns as text and
 * dates in its own text form, SQLite booleans as 0/1.
 */
function toEntry(row: Record<string, unknown>): ChainEntry {
  const entry: Record<string, unknown> = {}
  for (const column of COLUMNS) {
    const field = column.endsWith('_id') ? column.slice(0, -3) : column
    let value = row[column] ?? null
    if (value !== null && (NUMBERS as readonly string[]).includes(field)) value = Number(value)
    if (value !== null && (RELATIONS as readonly string[]).includes(field)) value = Number(value)
    if (value !== null && (DATES as readonly string[]).includes(field)) value = isoInstant(value)
    if (field === 'is_batch') value = value === null ? null : value === true || value === 1 || value === '1'
    entry[field] = value
  }
  entry.id = Number(row.id)
  return entry as ChainEntry
}

type Range = { fromNumber?: number; toNumber?: number; batchSize?: number }

/**
 * An aircraft's entries in number order, read in batches along the aircraft-and-number index, so a
 * reader of 100 000 entries holds one batch at a time. The caller has checked the aircraft's scope.
 */
export async function* chainEntries(
  payload: Payload,
  aircraftId: number,
  { fromNumber = 1, toNumber, batchSize = 1000 }: Range = {},
  req?: Partial<PayloadRequest>,
): AsyncGenerator<ChainEntry[]> {
  const columns = sql.raw(COLUMNS.map((column) => `"${column}"`).join(', '))
  let after = fromNumber - 1
  for (;;) {
    const upTo = toNumber === undefined ? sql`` : sql` and "number" <= ${toNumber}`
    const rows = await selectRows(
      payload,
      sql`select ${columns} from "flight_logs" where "customer_aircraft_id" = ${aircraftId} and "number" > ${after}${upTo} order by "number" limit ${batchSize}`,
      req,
    )
    if (rows.length === 0) return
    const entries = rows.map(toEntry)
    yield entries
    after = entries[entries.length - 1]!.number
    if (rows.length < batchSize) return
  }
}

/** Entries by id, read the same way as chainEntries (for the event log, which names them by id). */
export async function chainEntriesById(
  payload: Payload,
  ids: readonly number[],
  req?: Partial<PayloadRequest>,
): Promise<ChainEntry[]> {
  if (ids.length === 0) return []
  const columns = sql.raw(COLUMNS.map((column) => `"${column}"`).join(', '))
  const rows = await selectRows(
    payload,
    sql`select ${columns} from "flight_logs" where "id" in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    req,
  )
  return rows.map(toEntry)
}
