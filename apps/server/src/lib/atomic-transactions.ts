import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

type Id = number | string
type Session = { db: { run?: (query: unknown) => Promise<unknown>; execute?: (query: unknown) => Promise<unknown> } }
type DrizzleAdapter = BaseDatabaseAdapter & {
  client?: { execute: (statement: string) => Promise<unknown> }
  sessions: Record<string, Session>
}

/** How long a SQLite write waits for another process's write to finish, and for this process's queue. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000
const QUEUE_TIMEOUT_MS = 30_000

/**
 * Payload's Drizzle adapters need three mends before a record and its audit rows are written all
 * together or not at all:
 * - A failed COMMIT is swallowed (the drizzle transaction's promise is caught), so a request could
 *   answer success for a write that never landed. Here the commit runs first on the transaction's own
 *   connection, and its error reaches the operation, which then answers an error.
 * - On SQLite every transaction is BEGIN IMMEDIATE on a fresh libsql connection without the busy
 *   timeout the adapter set on its first one, and libsql blocks the event loop while it waits for a
 *   lock. Two requests of one process would therefore fail each other at once. This process's write
 *   transactions queue here (SQLite has one writer anyway); other processes wait up to the busy
 *   timeout for the database lock, which also keeps numbering safe across processes.
 * - The new connection gets synchronous=FULL, so an acknowledged commit survives a crash.
 * - A write outside any transaction (Payload counts failed logins so, on purpose) would find another
 *   request's transaction holding the lock and fail at once with "database is locked"; on SQLite it
 *   takes its turn in the same queue.
 */
export function atomicTransactions<T extends DatabaseAdapterObj>(adapterObj: T): T {
  return {
    ...adapterObj,
    init: (args: Parameters<T['init']>[0]) => {
      const adapter = adapterObj.init(args) as DrizzleAdapter
      const sqlite = adapterObj.name === 'sqlite'
      const begin = adapter.beginTransaction.bind(adapter)
      const commit = adapter.commitTransaction.bind(adapter)
      const rollback = adapter.rollbackTransaction.bind(adapter)
      const queue = sqlite ? new WriteQueue() : null
      const releases = new Map<Id, () => void>()
      const resolveId = async (incoming: Id | Promise<Id | null>) =>
        incoming instanceof Promise ? await incoming : incoming
      const release = (id: Id | null) => {
        if (id === null) return
        releases.get(id)?.()
        releases.delete(id)
      }

      // Runs on the connection the next statement uses; a transaction takes that one over (libsql hands it on).
      const prepareConnection = async () => {
        await adapter.client!.execute(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`)
        await adapter.client!.execute('PRAGMA synchronous = FULL')
      }

      if (queue) {
        for (const method of WRITES_OUTSIDE_TRANSACTIONS) {
          const write = adapter[method] as unknown as (args: {
            req?: { transactionID?: Id | Promise<Id | null> }
          }) => unknown
          if (typeof write !== 'function') continue
          ;(adapter as unknown as Record<string, unknown>)[method] = async (args: Parameters<typeof write>[0]) => {
            const id = args?.req?.transactionID ? await args.req.transactionID : null
            if (id !== null && adapter.sessions[id]) return write.call(adapter, args)
            const done = await queue.acquire()
            try {
              await prepareConnection()
              return await write.call(adapter, args)
            } finally {
              done()
            }
          }
        }
      }

      adapter.beginTransaction = async (options) => {
        const done = queue ? await queue.acquire() : () => {}
        try {
          if (sqlite) await prepareConnection()
          const id = await begin(options)
          if (id === null) done()
          else releases.set(id, done)
          return id
        } catch (error) {
          done()
          throw error
        }
      }

      adapter.commitTransaction = async (incoming) => {
        const id = await resolveId(incoming)
        const session = id === null ? undefined : adapter.sessions[id]
        if (!session) return release(id)
        try {
          if (sqlite) await session.db.run!(sqliteSql.raw('COMMIT'))
          else await session.db.execute!(postgresSql.raw('COMMIT'))
        } catch (error) {
          await rollback(id!)
          release(id)
          throw error
        }
        // Lets Drizzle end its transaction; its own COMMIT finds none left and is ignored.
        await commit(id!)
        release(id)
      }

      adapter.rollbackTransaction = async (incoming) => {
        const id = await resolveId(incoming)
        try {
          if (id !== null) await rollback(id)
        } finally {
          release(id)
        }
      }
      return adapter
    },
  } as T
}

/** The adapter's writes; `upsert` is left out because it writes through `updateOne`. */
const WRITES_OUTSIDE_TRANSACTIONS = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
] as const

/** First come, first served; a holder that never lets go is reported instead of hanging every write. */
class WriteQueue {
  private tail: Promise<void> = Promise.resolve()

  async acquire(): Promise<() => void> {
    let free!: () => void
    const held = new Promise<void>((resolve) => {
      free = resolve
    })
    const previous = this.tail
    this.tail = previous.then(() => held)
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('The database stayed busy: another write did not finish in time')),
        QUEUE_TIMEOUT_MS,
      )
    })
    try {
      await Promise.race([previous, timedOut])
    } catch (error) {
      // Our turn may still come: pass it on at once so the writes behind us are not held up.
      void previous.then(free)
      throw error
    } finally {
      clearTimeout(timer)
    }
    let released = false
    return () => {
      if (released) return
      released = true
      free()
    }
  }
}
