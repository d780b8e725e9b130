import { QueryClient } from '@tanstack/react-query'

import { localDb } from '../lib/local-db'
import { persistQueryCache, QUERY_CACHE_MAX_AGE_MS } from '../lib/query-persistence'

export const queryClient = new QueryClient({
  defaultOptions: {
    // offlineFirst: without a connection a query shows what the device has instead of pausing before
    // its first try; the cache lives as long as its copy on the device may be restored.
    queries: { retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst', gcTime: QUERY_CACHE_MAX_AGE_MS },
    mutations: { networkMode: 'offlineFirst' },
  },
})

/** Restores the signed-in user's cached answers from the device before the first screen loads. */
export function restoreQueryCache() {
  return persistQueryCache(queryClient, { db: localDb, buster: import.meta.env.VITE_BUILD_ID ?? 'dev' })
}
