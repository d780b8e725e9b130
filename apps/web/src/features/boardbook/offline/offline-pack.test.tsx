import { useQueryClient } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'

import { localDb } from '../../../lib/local-db'
import { saveSession } from '../../../lib/session'
import { mockServer, renderAt, testQueryClient } from '../../../testing/render'
import { boardbookKeys } from '../api/keys'
import { BOARDBOOK } from '../testing/boardbook-fixtures'
import { clearDevice, goOffline, PACK } from '../testing/offline-fixtures'
import {
  clearOfflinePack,
  offlinePackKey,
  readOfflinePack,
  useOfflinePack,
  useOfflinePackRefresher,
} from './offline-pack'

let answers = 0
const server = mockServer()

/** The signed-in frame's refresher, and what a screen reads from the stored pack. */
function SignedIn({ userId }: { userId: number }) {
  useOfflinePackRefresher(userId)
  const pack = useOfflinePack(userId)
  const queryClient = useQueryClient()
  return (
    <>
      <output aria-label="Stand">{pack?.generated_at ?? 'keiner'}</output>
      <button onClick={() => void queryClient.invalidateQueries({ queryKey: boardbookKeys.aircraftLists(4) })}>
        Eintrag gespeichert
      </button>
    </>
  )
}

function serve(generatedAt: () => string) {
  server.use(
    http.get('/api/offline-pack', () => {
      answers += 1
      return HttpResponse.json({ ...PACK, generated_at: generatedAt() })
    }),
  )
}

const shown = () => screen.getByRole('status', { name: 'Stand' })

beforeEach(async () => {
  answers = 0
  await clearDevice()
  saveSession({ token: 'token', expires: 3_600_000, expiresAt: Date.now() + 3_600_000 })
})

describe('the offline pack', () => {
  it('is fetched when the signed-in app starts and kept on the device under its user', async () => {
    serve(() => 'first')
    await renderAt('/testing', { page: <SignedIn userId={PACK.user.id} /> })
    await waitFor(() => expect(shown()).toHaveTextContent('first'))
    expect((await localDb.kv.get(offlinePackKey(PACK.user.id)))?.value).toMatchObject({ generated_at: 'first' })
    expect(answers).toBe(1)
  })

  it('is fetched again on reconnecting and after the journey log changed', async () => {
    let generation = 0
    serve(() => `generation ${++generation}`)
    const queryClient = testQueryClient()
    // A page of D-EKLU's journey log the app has loaded, which a stored entry makes out of date.
    queryClient.setQueryData(boardbookKeys.list(4, 1, 25), BOARDBOOK)
    await renderAt('/testing', { page: <SignedIn userId={PACK.user.id} />, queryClient })
    await waitFor(() => expect(shown()).toHaveTextContent('generation 1'))
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(shown()).toHaveTextContent('generation 2'))
    await userEvent.click(screen.getByRole('button', { name: 'Eintrag gespeichert' }))
    await waitFor(() => expect(shown()).toHaveTextContent('generation 3'))
  })

  it('stays as stored when the server cannot be reached, and is not fetched without a connection', async () => {
    await localDb.kv.put({ key: offlinePackKey(PACK.user.id), value: { ...PACK, generated_at: 'kept' } })
    server.use(http.get('/api/offline-pack', () => HttpResponse.error()))
    await renderAt('/testing', { page: <SignedIn userId={PACK.user.id} /> })
    await waitFor(() => expect(shown()).toHaveTextContent('kept'))
    goOffline()
    serve(() => 'new')
    await userEvent.click(screen.getByRole('button', { name: 'Eintrag gespeichert' }))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(shown()).toHaveTextContent('kept')
    expect(answers).toBe(0)
  })

  it('is another user’s own, and can be forgotten', async () => {
    await localDb.kv.put({ key: offlinePackKey(8), value: { ...PACK, user: { ...PACK.user, id: 8 } } })
    goOffline()
    await renderAt('/testing', { page: <SignedIn userId={PACK.user.id} /> })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(shown()).toHaveTextContent('keiner')
    expect(await readOfflinePack(8)).not.toBeNull()
    await clearOfflinePack(8)
    expect(await readOfflinePack(8)).toBeNull()
  })
})
