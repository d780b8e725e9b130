import { act, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { appHandlers } from '../../../testing/app-handlers'
import { mockServer, renderAt } from '../../../testing/render'
import { consistencyAnswer, headOver, logLeaves, WITNESS_AIRCRAFT } from '../testing/witness-fixtures'
import { LogWitness } from './log-witness'
import { witnessDb, witnessRecord } from './witness-store'

const server = mockServer()
const { id } = WITNESS_AIRCRAFT

afterEach(() => witnessDb.heads.clear())

function serve(size: number) {
  const asked: string[] = []
  const leaves = logLeaves(size)
  server.use(
    ...appHandlers({ aircraft: [{ id, registration: WITNESS_AIRCRAFT.registration }] }),
    http.get('/api/customer_aircrafts/:id/journey-log/head', ({ params }) => {
      asked.push(`head ${String(params.id)}`)
      return HttpResponse.json({ head: headOver(leaves, size) })
    }),
    http.get('/api/customer_aircrafts/:id/journey-log/consistency', ({ request, params }) => {
      const from = Number(new URL(request.url).searchParams.get('from'))
      asked.push(`consistency ${String(params.id)} from ${from}`)
      return HttpResponse.json(consistencyAnswer(leaves, from))
    }),
  )
  return asked
}

describe('LogWitness', () => {
  it('checks the aircraft chosen in the top bar, and again when the connection comes back', async () => {
    const first = serve(4)
    await renderAt(`/testing?aircraft=${id}`, { page: <LogWitness /> })
    await waitFor(async () => expect((await witnessRecord(id))?.head).toMatchObject({ tree_size: 4 }))
    expect(first).toEqual([`head ${id}`])

    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => void window.dispatchEvent(new Event('offline')))
    const later = serve(6)
    online.mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(async () => expect((await witnessRecord(id))?.head).toMatchObject({ tree_size: 6 }))
    expect(later).toEqual([`consistency ${id} from 4`])
  })

  it('asks nothing while offline or without a chosen aircraft', async () => {
    serve(4)
    // A check starts by reading the kept head, in the effect that the render runs.
    const read = vi.spyOn(witnessDb.heads, 'get')
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const offline = await renderAt(`/testing?aircraft=${id}`, { page: <LogWitness /> })
    offline.unmount()
    online.mockReturnValue(true)
    await renderAt('/testing', { page: <LogWitness /> })
    expect(read).not.toHaveBeenCalled()
  })
})
