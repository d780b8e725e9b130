import 'fake-indexeddb/auto'

import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { LocalDb } from './local-db'
import {
  persistQueryCache,
  QUERY_CACHE_KEY,
  QUERY_CACHE_MAX_AGE_MS,
  SAVE_DELAY_MS,
  userCachePersister,
} from './query-persistence'
import { clearSession, saveSession, sessionFrom } from './session'

/** A token as Payload signs it: the user id among the claims. */
function tokenFor(userId: number) {
  const claims = btoa(JSON.stringify({ id: userId, iat: Math.floor(Date.now() / 1000) })).replace(/=+$/, '')
  return `header.${claims}.signature`
}
const signIn = (userId: number) => saveSession(sessionFrom(tokenFor(userId), Math.floor(Date.now() / 1000) + 3600))

let db: LocalDb
let stops: (() => void)[] = []

beforeEach(() => {
  db = new LocalDb(`flugakte-test-${crypto.randomUUID()}`)
})

afterEach(async () => {
  stops.forEach((stop) => stop())
  stops = []
  clearSession()
  vi.useRealTimers()
  await db.delete()
})

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

async function persisting(queryClient: QueryClient, buster = 'build-1') {
  const stop = await persistQueryCache(queryClient, { db, buster })
  stops.push(stop)
  return stop
}

/** Lets the delayed save run and its IndexedDB write finish. */
async function saved() {
  await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
  await vi.waitFor(async () => expect(await db.kv.get(QUERY_CACHE_KEY)).toBeDefined())
}

describe('the persisted query cache', () => {
  it('does not hand the cache back when its user signs out while it is being read (opening /logout)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    signIn(7)
    const before = newClient()
    await persisting(before)
    before.setQueryData(['aircraft'], [{ id: 3, registration: 'D-EFLA' }])
    await saved()

    const after = newClient()
    // Started, not awaited (as /logout does), and the session ends before the read returns.
    const starting = persistQueryCache(after, { db, buster: 'build-1' })
    clearSession()
    stops.push(await starting)
    await vi.advanceTimersByTimeAsync(100)
    expect(after.getQueryData(['aircraft'])).toBeUndefined()
  })

  it('writes at once when a change succeeds, so a reload right after it finds the new answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    signIn(7)
    const before = newClient()
    await persisting(before)
    before.setQueryData(['me'], { accepted: false })
    await saved()
    await before
      .getMutationCache()
      .build(before, {
        mutationFn: async () => undefined,
        onSuccess: () => before.setQueryData(['me'], { accepted: true }),
      })
      .execute(undefined)
    // Well before the delayed write: the one the mutation made is there.
    await vi.waitFor(
      async () =>
        expect(
          (
            (await db.kv.get(QUERY_CACHE_KEY))?.value as {
              client: { clientState: { queries: { state: { data: unknown } }[] } }
            }
          ).client.clientState.queries[0]?.state.data,
        ).toEqual({ accepted: true }),
      { timeout: SAVE_DELAY_MS / 3 },
    )
  })

  it('gives the signed-in user their cached answers back after a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    signIn(7)
    const before = newClient()
    await persisting(before)
    before.setQueryData(['aircraft'], [{ id: 3, registration: 'D-EFLA' }])
    await saved()

    const after = newClient()
    await persisting(after)
    expect(after.getQueryData(['aircraft'])).toEqual([{ id: 3, registration: 'D-EFLA' }])
  })

  it('keeps only successful answers, and no files', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    signIn(7)
    const before = newClient()
    await persisting(before)
    before.setQueryData(['boardbook', 3], { docs: [{ entry_number: 1 }] })
    before.setQueryData(['amp-file'], new Blob(['%PDF']))
    await before.prefetchQuery({ queryKey: ['failing'], queryFn: () => Promise.reject(new Error('offline')) })
    await saved()

    const after = newClient()
    await persisting(after)
    expect(after.getQueryData(['boardbook', 3])).toEqual({ docs: [{ entry_number: 1 }] })
    expect(after.getQueryState(['amp-file'])).toBeUndefined()
    expect(after.getQueryState(['failing'])).toBeUndefined()
  })

  it('never gives one user’s cache to another', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    signIn(7)
    const before = newClient()
    await persisting(before)
    before.setQueryData(['me'], { id: 7 })
    await saved()
    stops.forEach((stop) => stop())

    // Another user's token is stored (the first one's session ended while the app was closed).
    signIn(8)
    const after = newClient()
    await persisting(after)
    expect(after.getQueryData(['me'])).toBeUndefined()
    expect(await db.kv.get(QUERY_CACHE_KEY)).toBeUndefined()
  })

  it('drops the cache, in memory and on the device, at logout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    signIn(7)
    const queryClient = newClient()
    await persisting(queryClient)
    queryClient.setQueryData(['me'], { id: 7 })
    await saved()

    clearSession()
    expect(queryClient.getQueryData(['me'])).toBeUndefined()
    await vi.waitFor(async () => expect(await db.kv.get(QUERY_CACHE_KEY)).toBeUndefined())
  })

  it('keeps the cache when the same user’s token is refreshed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    signIn(7)
    const queryClient = newClient()
    await persisting(queryClient)
    queryClient.setQueryData(['me'], { id: 7 })
    await saved()

    signIn(7)
    expect(queryClient.getQueryData(['me'])).toEqual({ id: 7 })
  })

  it('drops a cache written by another build, or older than a week', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    signIn(7)
    const before = newClient()
    await persisting(before, 'build-1')
    before.setQueryData(['me'], { id: 7 })
    await saved()

    const otherBuild = newClient()
    await persisting(otherBuild, 'build-2')
    expect(otherBuild.getQueryData(['me'])).toBeUndefined()

    const persister = userCachePersister(db, () => '7')
    await persister.persistClient({
      buster: 'build-1',
      timestamp: Date.now() - QUERY_CACHE_MAX_AGE_MS - 1,
      clientState: { queries: [], mutations: [] },
    })
    expect(await db.kv.get(QUERY_CACHE_KEY)).toBeDefined()
    await persisting(newClient(), 'build-1')
    expect(await db.kv.get(QUERY_CACHE_KEY)).toBeUndefined()
  })

  it('writes nothing while nobody is signed in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const queryClient = newClient()
    await persisting(queryClient)
    queryClient.setQueryData(['app-config'], { version: 1 })
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2)
    expect(await db.kv.get(QUERY_CACHE_KEY)).toBeUndefined()
  })
})
