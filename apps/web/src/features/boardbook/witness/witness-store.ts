import Dexie, { liveQuery, type Table } from 'dexie'
import { useEffect, useState } from 'react'

import type { LogHead, WitnessBreak } from './check-witness'

/** A failed check, kept until a later check passes. */
export type WitnessFailure = {
  reason: WitnessBreak
  /** The head the server showed (null: it showed none). */
  received: LogHead | null
  detected_at: number
  /** When the server took the report (null: not yet, it is sent again at the next check). */
  reported_at: number | null
}

/** What the device keeps of one aircraft's log on one server. */
export type WitnessRecord = {
  /** `${origin} ${aircraft_id}` */
  key: string
  origin: string
  aircraft_id: number
  /** The last head a check accepted. */
  head: LogHead | null
  checked_at: number
  failure: WitnessFailure | null
}

/**
 * The device's witness heads, in an IndexedDB database of their own: they are not a cache that can be
 * rebuilt from the server (that is their point), so nothing that clears the app's caches or its outbox
 * (lib/local-db.ts) touches them, and they outlive a logout. Kept per server origin and aircraft id.
 */
export class WitnessDb extends Dexie {
  heads!: Table<WitnessRecord, string>

  constructor(name = 'flugakte-witness') {
    super(name)
    this.version(1).stores({ heads: 'key, origin, aircraft_id' })
  }
}

export const witnessDb = new WitnessDb()

/** The server this app talks to (every call goes to its own origin's /api). */
export const serverOrigin = () => window.location.origin

const keyOf = (origin: string, aircraftId: number) => `${origin} ${aircraftId}`

export async function witnessRecord(
  aircraftId: number,
  { db = witnessDb, origin = serverOrigin() }: { db?: WitnessDb; origin?: string } = {},
): Promise<WitnessRecord | undefined> {
  return db.heads.get(keyOf(origin, aircraftId))
}

export async function saveWitnessRecord(
  record: Omit<WitnessRecord, 'key'>,
  db: WitnessDb = witnessDb,
): Promise<WitnessRecord> {
  const stored = { ...record, key: keyOf(record.origin, record.aircraft_id) }
  await db.heads.put(stored)
  return stored
}

async function failuresOf(origin: string, aircraftId: number | undefined, db: WitnessDb) {
  const records =
    aircraftId === undefined
      ? await db.heads.where('origin').equals(origin).toArray()
      : [await db.heads.get(keyOf(origin, aircraftId))]
  return records.filter((record): record is WitnessRecord => Boolean(record?.failure))
}

const NONE: WitnessRecord[] = []

/**
 * The aircraft's failed witness check on this device (every aircraft's when no id is given), kept
 * current as checks run (in this tab and in others).
 */
export function useWitnessFailures(aircraftId: number | undefined, db: WitnessDb = witnessDb): WitnessRecord[] {
  const [read, setRead] = useState<{ aircraftId: number | undefined; records: WitnessRecord[] } | null>(null)
  useEffect(() => {
    const subscription = liveQuery(() => failuresOf(serverOrigin(), aircraftId, db)).subscribe({
      next: (records) => setRead({ aircraftId, records }),
      error: () => setRead({ aircraftId, records: [] }),
    })
    return () => subscription.unsubscribe()
  }, [aircraftId, db])
  return read && read.aircraftId === aircraftId ? read.records : NONE
}
