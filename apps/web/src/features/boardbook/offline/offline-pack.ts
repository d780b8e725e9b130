import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { liveQuery } from 'dexie'
import { useEffect, useState } from 'react'

import { meQueryOptions } from '../../../lib/current-user/get-me'
import { localDb, type LocalDb } from '../../../lib/local-db'
import { isLoggedIn } from '../../../lib/session'
import { getOfflinePack, type OfflinePack } from '../api/get-offline-pack'
import { boardbookKeys } from '../api/keys'

/** Without another reason (start, reconnect, a stored entry) the pack is fetched again this often. */
export const OFFLINE_PACK_REFRESH_MS = 5 * 60_000

export const offlinePackKey = (userId: number) => `offline-pack:${userId}`

export async function readOfflinePack(userId: number, db: LocalDb = localDb): Promise<OfflinePack | null> {
  const stored = await db.kv.get(offlinePackKey(userId))
  return (stored?.value as OfflinePack | undefined) ?? null
}

export async function storeOfflinePack(pack: OfflinePack, db: LocalDb = localDb): Promise<void> {
  await db.kv.put({ key: offlinePackKey(pack.user.id), value: pack })
}

/** Forgets a user's pack (their names and aircraft need not stay on a device they left). */
export async function clearOfflinePack(userId: number, db: LocalDb = localDb): Promise<void> {
  await db.kv.delete(offlinePackKey(userId))
}

let running: Promise<OfflinePack | null> | null = null

/**
 * Fetches the signed-in user's pack and keeps it on the device, under the user the server names. Calls
 * made while one runs share it. Resolves to null when there is no session or the server cannot be
 * reached: the pack stored before stays, which is the point of having it.
 */
export function refreshOfflinePack(db: LocalDb = localDb): Promise<OfflinePack | null> {
  if (!isLoggedIn()) return Promise.resolve(null)
  running ??= getOfflinePack()
    .then(async (pack) => {
      await storeOfflinePack(pack, db)
      return pack
    })
    .catch(() => null)
    .finally(() => {
      running = null
    })
  return running
}

/** The user's stored pack, kept current as it is replaced; null while there is none. */
export function useOfflinePack(userId: number | null | undefined, db: LocalDb = localDb): OfflinePack | null {
  const [stored, setStored] = useState<{ userId: number; pack: OfflinePack | null } | null>(null)
  useEffect(() => {
    if (userId == null) return
    const subscription = liveQuery(() => readOfflinePack(userId, db)).subscribe({
      next: (pack) => setStored({ userId, pack }),
      error: () => setStored({ userId, pack: null }),
    })
    return () => subscription.unsubscribe()
  }, [userId, db])
  // A pack read for the user signed in before is not this user's.
  return stored && stored.userId === userId ? stored.pack : null
}

/**
 * The signed-in user's pack. The user comes from the cache the signed-in frame fills before any
 * screen shows; a lookup must not start a request of its own for it (it may be offline).
 */
export function useOwnOfflinePack(): OfflinePack | null {
  const { data: me } = useQuery({ ...meQueryOptions(), enabled: false })
  return useOfflinePack(me?.id)
}

const isUnder = (key: QueryKey, prefix: QueryKey) => prefix.every((part, index) => key[index] === part)

/**
 * Keeps the pack fresh while the user is signed in: at once when online, on reconnecting, when the
 * journey logs change (a stored entry invalidates them, and its readings are the next prefill), and
 * every few minutes.
 */
export function useOfflinePackRefresher(userId: number | null | undefined) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (userId == null) return
    const refresh = () => {
      if (navigator.onLine) void refreshOfflinePack()
    }
    refresh()
    const timer = window.setInterval(refresh, OFFLINE_PACK_REFRESH_MS)
    window.addEventListener('online', refresh)
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'invalidate' &&
        isUnder(event.query.queryKey, boardbookKeys.lists())
      ) {
        refresh()
      }
    })
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('online', refresh)
      unsubscribe()
    }
  }, [userId, queryClient])
}
