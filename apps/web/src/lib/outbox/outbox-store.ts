import { liveQuery } from 'dexie'
import { useEffect, useMemo, useState } from 'react'

import { localDb, type LocalDb } from '../local-db'
import type { DefectOutboxRecord, OutboxItem, OutboxRecord } from './types'

type Stamped = 'created_at' | 'updated_at' | 'status' | 'attempts' | 'kind'
export type NewOutboxRecord = Omit<OutboxRecord, Stamped> & Partial<Pick<OutboxRecord, 'created_at'>>
export type NewDefectOutboxRecord = Omit<DefectOutboxRecord, Stamped> & Partial<Pick<DefectOutboxRecord, 'created_at'>>

/** Which kind of record it is (journey-log entry or defect report): they are sent and shown apart. */
export const isFlightLogRecord = (item: OutboxItem): item is OutboxRecord => item.kind === 'flight_log'
export const isDefectRecord = (item: OutboxItem): item is DefectOutboxRecord => item.kind === 'defect'

const stamped = (now: number, createdAt: number | undefined) => ({
  created_at: createdAt ?? now,
  updated_at: now,
  status: 'waiting' as const,
  attempts: 0,
})

/** Puts a journey-log entry into the outbox, waiting to be sent (a record with the same client id is replaced). */
export async function addToOutbox(record: NewOutboxRecord, db: LocalDb = localDb): Promise<OutboxRecord> {
  const stored: OutboxRecord = { ...record, kind: 'flight_log', ...stamped(Date.now(), record.created_at) }
  await db.outbox.put(stored)
  return stored
}

/** Puts a defect report with its photos into the outbox, waiting to be sent. */
export async function addDefectToOutbox(
  record: NewDefectOutboxRecord,
  db: LocalDb = localDb,
): Promise<DefectOutboxRecord> {
  const stored: DefectOutboxRecord = { ...record, kind: 'defect', ...stamped(Date.now(), record.created_at) }
  await db.outbox.put(stored)
  return stored
}

/** What the sender and the author change of a record (its status, the server's refusal, an entry's content). */
export type OutboxPatch = Partial<Omit<OutboxRecord, 'client_id' | 'kind'>>

export async function updateOutbox(clientId: string, patch: OutboxPatch, db: LocalDb = localDb): Promise<void> {
  await db.outbox.update(clientId, { ...patch, updated_at: Date.now() })
}

/** Gone from the outbox: stored by the server, or deleted by its author. */
export async function removeFromOutbox(clientId: string, db: LocalDb = localDb): Promise<void> {
  await db.outbox.delete(clientId)
}

/** The journey-log entry under this client id, if it is still in the outbox. */
export async function outboxRecord(clientId: string, db: LocalDb = localDb): Promise<OutboxRecord | undefined> {
  const item = await db.outbox.get(clientId)
  return item && isFlightLogRecord(item) ? item : undefined
}

/** Everything the author has in the outbox, in the order it was entered (the order it is sent in). */
export async function outboxItemsOf(userId: number, db: LocalDb = localDb): Promise<OutboxItem[]> {
  const items = await db.outbox.where('user_id').equals(userId).toArray()
  return items.sort((a, b) => a.created_at - b.created_at || a.client_id.localeCompare(b.client_id))
}

/** The author's journey-log entries in the outbox, in the order they were entered. */
export async function outboxOf(userId: number, db: LocalDb = localDb): Promise<OutboxRecord[]> {
  return (await outboxItemsOf(userId, db)).filter(isFlightLogRecord)
}

const NOTHING: OutboxItem[] = []

/** Everything in the author's outbox, kept current as it changes (in this tab and in others). */
export function useOutboxItems(userId: number | null | undefined, db: LocalDb = localDb): OutboxItem[] {
  const [read, setRead] = useState<{ userId: number; items: OutboxItem[] } | null>(null)
  useEffect(() => {
    if (userId == null) return
    const subscription = liveQuery(() => outboxItemsOf(userId, db)).subscribe({
      next: (items) => setRead({ userId, items }),
      error: () => setRead({ userId, items: [] }),
    })
    return () => subscription.unsubscribe()
  }, [userId, db])
  // What was read for the user signed in before is not this user's.
  return read && read.userId === userId ? read.items : NOTHING
}

/** The author's journey-log entries in the outbox, kept current as they change. */
export function useOutbox(userId: number | null | undefined, db: LocalDb = localDb): OutboxRecord[] {
  const items = useOutboxItems(userId, db)
  // The same array while the outbox stays the same: callers use it in effects' dependencies.
  return useMemo(() => items.filter(isFlightLogRecord), [items])
}

async function askForPersistence(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false
    if (await navigator.storage.persisted?.()) return true
    return await navigator.storage.persist()
  } catch {
    return false
  }
}

let persistence: Promise<boolean> | null = null

/**
 * Asks the browser to keep the app's storage under storage pressure (what is in the outbox exists
 * nowhere else), once per page load: Firefox puts the question to its user. Browsers decide
 * themselves; the answer is only reported.
 */
export function requestPersistentStorage(): Promise<boolean> {
  persistence ??= askForPersistence()
  return persistence
}
