import type { Payload } from 'payload'

type RawAdapter = {
  name: string
  client?: { execute: (statement: string) => Promise<unknown> }
  pool?: { query: (statement: string) => Promise<unknown> }
}

/** One SQL statement outside Payload, for tests that change the database underneath it (triggers, probes). */
export async function executeRaw(payload: Payload, statement: string): Promise<void> {
  const db = payload.db as unknown as RawAdapter
  if (db.name === 'postgres') await db.pool!.query(statement)
  else await db.client!.execute(statement)
}
