import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/** The first key of pg_advisory_xact_lock(int, int): journal-log numbering, beside the aircraft id. */
const FLIGHT_LOG_LOCK_SPACE = 42001
const RELEASE = '__flugakteReleaseNumbering'
/** A create that never reaches afterChange or afterError (a Local API call that failed) frees its aircraft after this. */
const MAX_HOLD_MS = 10_000
const queues = new Map<string, Promise<void>>()

type PostgresSession = { db: { execute: (query: unknown) => Promise<unknown> } }

/**
 * Serialises number assignment per aircraft until the new row is stored, so numbers stay gapless and
 * unique under parallel creates. PostgreSQL (several app instances) holds a transaction-scoped advisory
 * lock that the commit or rollback releases; SQLite runs in one process and without transactions, so an
 * in-process queue is held until afterChange or afterError releases it.
 */
export async function lockNumbering(req: PayloadRequest, aircraftId: number | string): Promise<void> {
  const transactionID = await req.transactionID
  if (req.payload.db.name === 'postgres' && transactionID) {
    const session = (req.payload.db as unknown as { sessions: Record<string, PostgresSession> }).sessions[transactionID]
    await session.db.execute(sql`select pg_advisory_xact_lock(${FLIGHT_LOG_LOCK_SPACE}, ${Number(aircraftId)})`)
    return
  }
  const key = String(aircraftId)
  const previous = queues.get(key) ?? Promise.resolve()
  let release!: () => void
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const tail = previous.then(() => held)
  queues.set(key, tail)
  await previous
  const timer = setTimeout(release, MAX_HOLD_MS)
  req.context[RELEASE] = () => {
    clearTimeout(timer)
    release()
    if (queues.get(key) === tail) queues.delete(key)
  }
}

export function releaseNumbering(req: PayloadRequest | undefined) {
  const release = req?.context?.[RELEASE]
  if (typeof release === 'function') {
    delete req!.context[RELEASE]
    release()
  }
}
