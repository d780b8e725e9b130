import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/** The first key of pg_advisory_xact_lock(int, int): journal-log numbering, beside the aircraft id. */
const FLIGHT_LOG_LOCK_SPACE = 42001

type PostgresSession = { db: { execute: (query: unknown) => Promise<unknown> } }

/**
 * Serialises number assignment per aircraft until the create's transaction ends, so numbers stay
 * gapless and unique under parallel creates, across processes and app instances. PostgreSQL takes a
 * transaction-scoped advisory lock per aircraft; on SQLite the transaction already holds the database's
 * only write lock (BEGIN IMMEDIATE), which nobody else gets before the commit or rollback.
 */
export async function lockNumbering(req: PayloadRequest, aircraftId: number | string): Promise<void> {
  const transactionID = await req.transactionID
  if (!transactionID) throw new Error('Journal-log numbers are only assigned inside a transaction')
  if (req.payload.db.name !== 'postgres') return
  const session = (req.payload.db as unknown as { sessions: Record<string, PostgresSession> }).sessions[transactionID]
  await session.db.execute(sql`select pg_advisory_xact_lock(${FLIGHT_LOG_LOCK_SPACE}, ${Number(aircraftId)})`)
}
