import type { Payload, PayloadRequest } from 'payload'

type Row = Record<string, unknown>
type Drizzle = {
  execute?: (query: unknown) => Promise<{ rows: Row[]; rowCount?: number | null }>
  all?: (query: unknown) => Promise<Row[]>
  run?: (query: unknown) => Promise<{ rowsAffected?: number }>
}
type DrizzleAdapter = {
  name: string
  drizzle: Drizzle
  sessions: Record<string, { db: Drizzle } | undefined>
}

/**
 * Plain SQL for the few statements Payload's adapter API cannot express atomically (counters,
 * compare-and-set). Build the query with `sql` from '@payloadcms/db-postgres' and keep it portable
 * (PostgreSQL and SQLite), as the flight-log totals do.
 */
export async function selectRows<T extends Row>(
  payload: Payload,
  query: unknown,
  req?: Partial<PayloadRequest>,
): Promise<T[]> {
  const db = payload.db as unknown as DrizzleAdapter
  // Inside the request's transaction when it has one, so the read sees what the request wrote.
  const existing = req?.transactionID ? await req.transactionID : null
  const target = (existing && db.sessions[String(existing)]?.db) || db.drizzle
  if (db.name === 'postgres') return (await target.execute!(query)).rows as T[]
  return (await target.all!(query)) as T[]
}

/**
 * Runs one writing statement and answers how many rows it changed: inside the request's transaction
 * when it has one, otherwise in a transaction of its own, which on SQLite queues behind this
 * process's other writes instead of waiting for the database lock with the event loop blocked.
 */
export async function runStatement(payload: Payload, query: unknown, req?: Partial<PayloadRequest>): Promise<number> {
  const db = payload.db as unknown as DrizzleAdapter
  const existing = req?.transactionID ? await req.transactionID : null
  if (existing) return execute(db, db.sessions[String(existing)]?.db ?? db.drizzle, query)
  const transactionID = await payload.db.beginTransaction()
  if (!transactionID) return execute(db, db.drizzle, query)
  try {
    const changed = await execute(db, db.sessions[String(transactionID)]!.db, query)
    await payload.db.commitTransaction(transactionID)
    return changed
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

async function execute(db: DrizzleAdapter, target: Drizzle, query: unknown): Promise<number> {
  if (db.name === 'postgres') return (await target.execute!(query)).rowCount ?? 0
  return (await target.run!(query)).rowsAffected ?? 0
}
