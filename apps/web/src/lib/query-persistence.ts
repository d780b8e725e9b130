import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query'

import type { LocalDb } from './local-db'
import { onSessionChange, readSession, sessionUserId } from './session'

/*
 * TanStack's persist-client packages would do this, but their latest release pins an older query-core
 * than @tanstack/react-query's: two copies of the cache code, and a hydrate that is not ours. The
 * few lines below follow their format (timestamp, buster, dehydrated state) with our own query-core.
 */

/** The dehydrated cache as it is stored, with when it was written and by which build. */
export type PersistedClient = { timestamp: number; buster: string; clientState: DehydratedState }

/** Saves, restores and removes a persisted cache (the shape of TanStack's `Persister`). */
export type Persister = {
  persistClient: (client: PersistedClient) => Promise<void>
  restoreClient: () => Promise<PersistedClient | undefined>
  removeClient: () => Promise<void>
}

/** The kv row that holds the cache of server answers of the signed-in user. */
export const QUERY_CACHE_KEY = 'query-cache'

/** A week: long enough to go flying without reception for a few days and still see the boardbook. */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

/** Cache changes come in bursts (a screen loads five queries): one write per second is enough. */
export const SAVE_DELAY_MS = 1_000

type StoredCache = { user: string; client: PersistedClient }

/** The user of the stored session, or null when nobody is signed in (or the token names nobody). */
export const currentSessionUser = () => sessionUserId(readSession())

/**
 * The persisted cache in the kv table, written for one user and given back only to that user: the
 * next person who signs in on the same device never sees the previous one's data.
 */
export function userCachePersister(db: LocalDb, currentUser: () => string | null = currentSessionUser): Persister {
  return {
    async persistClient(client) {
      const user = currentUser()
      if (user === null) return
      await db.kv.put({ key: QUERY_CACHE_KEY, value: { user, client } satisfies StoredCache })
    },
    async restoreClient() {
      const stored = (await db.kv.get(QUERY_CACHE_KEY))?.value as StoredCache | undefined
      if (!stored) return undefined
      if (stored.user !== currentUser()) {
        await db.kv.delete(QUERY_CACHE_KEY)
        return undefined
      }
      return stored.client
    },
    async removeClient() {
      await db.kv.delete(QUERY_CACHE_KEY)
    },
  }
}

/**
 * Only answers the server gave (no errors, nothing half-loaded), and no files: a PDF is fetched again
 * when opened rather than filling the device. A query can opt out with `meta: { persist: false }`.
 */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.status === 'success' && !(query.state.data instanceof Blob) && query.meta?.persist !== false
}

type Options = {
  db: LocalDb
  /** Changes with every build: a cache written by another version of the app is dropped. */
  buster: string
  currentUser?: () => string | null
  /** How long restoring may take before the app starts without it (a stuck IndexedDB). */
  restoreTimeoutMs?: number
}

/**
 * Restores the signed-in user's cached server answers from IndexedDB into `queryClient`, then keeps
 * saving them. When the session changes hands (logout, a session ended by the server, another user
 * signs in) the cache in memory and on the device is dropped. Resolves when restored (or given up),
 * so the first screen's loaders find the cache; never rejects: without a cache the app still works online.
 */
export async function persistQueryCache(
  queryClient: QueryClient,
  { db, buster, currentUser = currentSessionUser, restoreTimeoutMs = 3_000 }: Options,
): Promise<() => void> {
  const persister = userCachePersister(db, currentUser)

  let owner = currentUser()
  const stopWatchingSession = onSessionChange(() => {
    const user = currentUser()
    if (user === owner) return
    owner = user
    queryClient.clear()
    void persister.removeClient().catch(() => undefined)
  })

  const restore = async () => {
    const reader = owner
    const stored = await persister.restoreClient()
    // Signed out (or someone else signed in) while it was being read: it is no longer theirs to see.
    if (!stored || reader === null || currentUser() !== reader) return
    if (stored.buster !== buster || Date.now() - stored.timestamp > QUERY_CACHE_MAX_AGE_MS) {
      await persister.removeClient()
      return
    }
    hydrate(queryClient, stored.clientState)
  }
  // An unreadable copy is dropped; the app then loads from the server as without one.
  const restored = restore().catch(() => persister.removeClient().catch(() => undefined))
  // Nobody signed in: nothing to restore for the login page and the other public pages, which show at once.
  if (owner !== null) await Promise.race([restored, new Promise((resolve) => setTimeout(resolve, restoreTimeoutMs))])

  let pending: ReturnType<typeof setTimeout> | undefined
  const save = () => {
    if (pending !== undefined) clearTimeout(pending)
    pending = undefined
    // Mutations are not kept here: journey-log entries wait in the outbox (lib/outbox), which sends them.
    const clientState = dehydrate(queryClient, {
      shouldDehydrateQuery: shouldPersistQuery,
      shouldDehydrateMutation: () => false,
    })
    // A failed write (storage full, a value IndexedDB cannot hold) costs the offline copy, not the app.
    void persister.persistClient({ timestamp: Date.now(), buster, clientState }).catch(() => undefined)
  }
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (!['added', 'removed', 'updated'].includes(event.type) || pending !== undefined) return
    pending = setTimeout(save, SAVE_DELAY_MS)
  })
  // A change the user just made (its answers refreshed in its onSuccess) is written at once: a reload
  // within the write delay would otherwise bring back the answers from before it (the privacy dialog
  // coming back after "Akzeptieren").
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.mutation.state.status === 'success') save()
  })
  // A phone may end a hidden app without warning: what is waiting is written first.
  const onHidden = () => {
    if (document.visibilityState === 'hidden' && pending !== undefined) save()
  }
  document.addEventListener('visibilitychange', onHidden)

  return () => {
    stopWatchingSession()
    unsubscribe()
    unsubscribeMutations()
    document.removeEventListener('visibilitychange', onHidden)
    if (pending !== undefined) clearTimeout(pending)
  }
}
