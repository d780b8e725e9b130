import Dexie, { type Table } from 'dexie'

import type { OutboxItem } from './outbox/types'

/** A value kept on the device under a key: the persisted query cache, the offline pack. */
export type KeyValue = { key: string; value: unknown }

/**
 * The app's own IndexedDB database. `outbox` holds what was entered but has not reached the server
 * (journey-log entries and defect reports saved without a connection, told apart by `kind`; both carry
 * the fields indexed here, so they needed no new schema version); `kv` holds caches that can be rebuilt
 * from the server.
 */
export class LocalDb extends Dexie {
  kv!: Table<KeyValue, string>
  outbox!: Table<OutboxItem, string>

  constructor(name = 'flugakte') {
    super(name)
    this.version(1).stores({
      kv: 'key',
      outbox: 'client_id, user_id, aircraft_id, created_at',
    })
  }
}

export const localDb = new LocalDb()
