import { liveQuery } from 'dexie'
import { useEffect, useState } from 'react'

import { localDb, type LocalDb } from '../local-db'
import type { OutboxRecord } from './types'

export type NewOutboxRecord = Omit<OutboxRecord, 'created_at' | 'updated_at' | 'status' | 'attempts' | 'kind'> &
  Partial<Pick<OutboxRecord, 'created_at'>>

/** Puts an entry into the outbox, waiting to be sent (a record with the same client id is replaced). */
export async function addToOutbox(record: NewOutboxRecord, db: LocalDb = localDb): Promise<OutboxRecord> {
  const now = Date.now()
  const stored: OutboxRecord = {
    ...record,
    kind: 'flight_log',
    created_at: record.created_at ?? now,
    updated_at: now,
    status: 'waiting',
    attempts: 0,
  }
  await db.outbox.put(stored)
  return stored
}

export async function updateOutbox(
  clientId: string,
  patch: Partial<Omit<OutboxRecord, 'client_id'>>,
  db: LocalDb = localDb,
): Promise<void> {
  await db.outbox.update(clientId, { ...patch, updated_at: Date.now() })
}

/** Gone from the outbox: stored by the server, or deleted by its author. */
export async function removeFromOutbox(clientId: string, db: LocalDb = localDb): Promise<void> {
  await db.outbox.delete(clientId)
}

export async function outboxRecord(clientId: string, db: LocalDb = localDb): Promise<OutboxRecord | undefined> {
  return db.outbox.get(clientId)
}

/** The author's entries in the order they were entered (the order they are sent in). */
export async function outboxOf(userId: number, db: LocalDb = localDb): Promise<OutboxRecord[]> {
  const records = await db.outbox.where('user_id').equals(userId).toArray()
  return records.sort((a, b) => a.created_at - b.created_at || a.client_id.localeCompare(b.client_id))
}

const NOTHING: OutboxRecord[] = []

/** The author's outbox, kept current as it changes (in this tab and in others). */
export function useOutbox(userId: number | null | undefined, db: LocalDb = localDb): OutboxRecord[] {
  const [read, setRead] = useState<{ userId: number; records: OutboxRecord[] } | null>(null)
  useEffect(() => {
    if (userId == null) return
    const subscription = liveQuery(() => outboxOf(userId, db)).subscribe({
      next: (records) => setRead({ userId, records }),
      error: () => setRead({ userId, records: [] }),
    })
    return () => subscription.unsubscribe()
  }, [userId, db])
  // What was read for the user signed in before is not this user's.
  return read && read.userId === userId ? read.records : NOTHING
}

/**
 * Asks the browser to keep the app's storage under storage pressure (entries in the outbox exist
 * nowhere else). Browsers decide themselves; the answer is only reported.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false
    if (await navigator.storage.persisted?.()) return true
    return await navigator.storage.persist()
  } catch {
    return false
  }
}
