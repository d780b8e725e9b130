import { chainHash, contentHash } from '@flugakte/domain'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { lockNumbering } from '../collections/flight-logs/numbering-lock'
import { inTransaction } from '../lib/in-transaction'
import { runStatement, selectRows } from '../lib/raw-sql'
import { chainEntries, type ChainEntry } from './chain-entries'

/** Entries sealed per transaction: the numbering lock is held this long, never for a whole log. */
const SEAL_BATCH = 1000
/** Rows per UPDATE statement (bound parameters stay far below either database's limit). */
const UPDATE_ROWS = 250

type Seal = { id: number; pic: number | null; recorded_at: string; content_hash: string; hash: string }

/**
 * Links the entries stored before the chain existed (an existing installation, a bulk import): per
 * aircraft in number order, each gets its content hash, its recorded time (when it was created), its
 * pilot-in-command and its chain hash, continuing from the last hashed entry. An entry created on top
 * of an unsealed one was linked to nothing: it is linked again, and so are the entries linked after it
 * (their content hashes and times stay). A stored hash that does not follow from its entry stays as it
 * is, so sealing never hides a change. Each batch runs in its own transaction under the aircraft's
 * numbering lock and first checks that the chain still stands where the last batch left it, so two
 * processes sealing at the same time take turns and entries being created wait for the batch. Answers
 * how many entries it wrote; one query when there is nothing to do.
 */
export async function sealJourneyLogs(
  payload: Payload,
  { batchSize = SEAL_BATCH, req: within }: { batchSize?: number; req?: PayloadRequest } = {},
): Promise<number> {
  // Inside a migration's transaction, every batch runs in it.
  const run = <T>(work: (req: PayloadRequest) => Promise<T>) => (within ? work(within) : inTransaction(payload, work))
  const pending = await unsealedAircraft(payload, within)
  let sealed = 0
  for (const { aircraft } of pending) {
    let next: Next = 'first unsealed'
    do {
      const from = next
      const batch: { written: number; next: Next } = await run((req) => sealBatch(req, Number(aircraft), from, batchSize))
      sealed += batch.written
      next = batch.next
    } while (next !== 'done')
  }
  if (sealed > 0) payload.logger.info(`journey log: ${sealed} entries sealed or linked again`)
  return sealed
}

/** Aircraft with entries that have no chain hash yet (a scan of one column: no index has them). */
function unsealedAircraft(payload: Payload, req?: PayloadRequest) {
  return selectRows<{ aircraft: unknown }>(
    payload,
    sql`select distinct "customer_aircraft_id" as "aircraft" from "flight_logs" where "hash" is null`,
    req,
  )
}

/**
 * Where the next batch goes on: its first number, the (new) hash of the entry before and the hash that
 * entry had, which the entries after it were linked to.
 */
type Cursor = { from: number; previous: string | null; storedPrevious: string | null }
type Next = Cursor | 'first unsealed' | 'done'

async function storedHash(req: PayloadRequest, aircraftId: number, number: number): Promise<string | null> {
  if (number < 1) return null
  const [row] = await selectRows<{ hash: string | null }>(
    req.payload,
    sql`select "hash" from "flight_logs" where "customer_aircraft_id" = ${aircraftId} and "number" = ${number}`,
    req,
  )
  return row?.hash ?? null
}

/** One batch of an aircraft's entries from the cursor, or from its first unsealed entry. */
async function sealBatch(
  req: PayloadRequest,
  aircraftId: number,
  next: Cursor | 'first unsealed',
  batchSize: number,
): Promise<{ written: number; next: Next }> {
  await lockNumbering(req, aircraftId)
  let cursor = next === 'first unsealed' ? null : next
  // Another process may have sealed since the last batch: then start again from what is left.
  if (cursor && (await storedHash(req, aircraftId, cursor.from - 1)) !== cursor.previous) cursor = null
  if (!cursor) {
    const [first] = await selectRows<{ number: unknown }>(
      req.payload,
      sql`select min("number") as "number" from "flight_logs" where "customer_aircraft_id" = ${aircraftId} and "hash" is null`,
      req,
    )
    if (first?.number === null || first?.number === undefined) return { written: 0, next: 'done' }
    const from = Number(first.number)
    const previous = await storedHash(req, aircraftId, from - 1)
    cursor = { from, previous, storedPrevious: previous }
  }
  const seals: Seal[] = []
  let { previous, storedPrevious } = cursor
  let last = cursor.from - 1
  let settled = false
  const range = { fromNumber: cursor.from, toNumber: cursor.from + batchSize - 1, batchSize }
  for await (const batch of chainEntries(req.payload, aircraftId, range, req)) {
    const created = await createdAt(req, batch)
    for (const entry of batch) {
      const seal = await sealOf(entry, aircraftId, previous, storedPrevious, created.get(entry.id))
      if (seal) seals.push(seal)
      // Linked as stored to an unchanged predecessor: the rest of the log is as it was.
      if (!seal && previous === storedPrevious) settled = true
      storedPrevious = entry.hash
      previous = seal?.hash ?? entry.hash
      last = entry.number
      if (settled) break
    }
    if (settled) break
  }
  for (let start = 0; start < seals.length; start += UPDATE_ROWS) {
    await runStatement(req.payload, updateStatement(req.payload, seals.slice(start, start + UPDATE_ROWS)), req)
  }
  // Settled or at the end of the log: any unsealed entries further on are found from scratch.
  if (settled || last < range.toNumber) {
    return { written: seals.length, next: seals.length > 0 || settled ? 'first unsealed' : 'done' }
  }
  return { written: seals.length, next: { from: last + 1, previous, storedPrevious } }
}

/**
 * What an entry's link becomes, or null when it stays: sealed when it has no hash, linked again when it
 * was linked to nothing or to a predecessor that has just been linked again.
 */
async function sealOf(
  entry: ChainEntry,
  aircraftId: number,
  previous: string | null,
  storedPrevious: string | null,
  createdAt: string | undefined,
): Promise<Seal | null> {
  if (entry.hash !== null && entry.content_hash !== null && entry.recorded_at !== null) {
    const link = {
      aircraft: aircraftId,
      number: entry.number,
      content_hash: entry.content_hash,
      recorded_at: entry.recorded_at,
    }
    if (entry.hash === (await chainHash({ ...link, previous_hash: previous }))) return null
    const followsStored = entry.hash === (await chainHash({ ...link, previous_hash: storedPrevious }))
    const linkedToNothing = entry.number > 1 && entry.hash === (await chainHash({ ...link, previous_hash: null }))
    if (!followsStored && !linkedToNothing) return null
  } else if (entry.hash !== null) {
    return null
  }
  const content_hash = entry.content_hash ?? (await contentHash(entry))
  const recorded_at = entry.recorded_at ?? new Date(createdAt ?? Date.now()).toISOString()
  // An entry made before sign-off existed keeps no pilot-in-command to sign it: its pilots are not asked
  // to sign years of entries after the fact (its state shows as recorded before sign-off).
  const pic = entry.pic
  const hash = await chainHash({
    aircraft: aircraftId,
    number: entry.number,
    content_hash,
    recorded_at,
    previous_hash: previous,
  })
  return { id: entry.id, pic, recorded_at, content_hash, hash }
}

async function createdAt(req: PayloadRequest, batch: ChainEntry[]): Promise<Map<number, string>> {
  const ids = batch.filter((entry) => entry.recorded_at === null).map((entry) => entry.id)
  if (ids.length === 0) return new Map()
  const rows = await selectRows<{ id: unknown; created_at: unknown }>(
    req.payload,
    sql`select "id", "created_at" from "flight_logs" where "id" in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    req,
  )
  return new Map(rows.map((row) => [Number(row.id), new Date(row.created_at as string | Date).toISOString()]))
}

/**
 * One UPDATE for many rows (CASE by id), the same text on both databases but for PostgreSQL's casts:
 * its parameters have no type of their own, SQLite would turn a cast to an unknown type into a number.
 */
function updateStatement(payload: Payload, seals: Seal[]) {
  const postgres = payload.db.name === 'postgres'
  const typed = (value: unknown, type: string) => (postgres ? sql`cast(${value} as ${sql.raw(type)})` : sql`${value}`)
  const column = (name: string, value: (seal: Seal) => unknown, type: string) =>
    sql`${sql.raw(`"${name}"`)} = case "id" ${sql.join(
      seals.map((seal) => sql`when ${seal.id} then ${typed(value(seal), type)}`),
      sql` `,
    )} end`
  return sql`update "flight_logs" set ${sql.join(
    [
      column('pic_id', (seal) => seal.pic, 'integer'),
      column('recorded_at', (seal) => seal.recorded_at, 'timestamptz'),
      column('content_hash', (seal) => seal.content_hash, 'varchar'),
      column('hash', (seal) => seal.hash, 'varchar'),
    ],
    sql`, `,
  )} where "id" in (${sql.join(
    seals.map((seal) => sql`${seal.id}`),
    sql`, `,
  )})`
}
