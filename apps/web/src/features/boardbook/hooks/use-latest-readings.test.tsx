import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'

import { localDb } from '../../../lib/local-db'
import { mockServer, renderAt, testQueryClient } from '../../../testing/render'
import { AddEntryForm } from '../components/add-entry-form'
import { AIRCRAFT, BOARDBOOK, fleetStatusHandler, ME } from '../testing/boardbook-fixtures'
import { clearDevice, goOffline, keepPack, PACK, waitingEntry } from '../testing/offline-fixtures'

const server = mockServer(
  http.get('/api/flight_logs/boardbook', () => HttpResponse.json(BOARDBOOK)),
  // The form reads whether the aircraft is grounded.
  fleetStatusHandler(),
)

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' })

async function renderForm() {
  const queryClient = testQueryClient()
  await keepPack(queryClient, {
    ...PACK,
    aircraft: [{ ...AIRCRAFT, latest: { ...BOARDBOOK.latest!, hobbs_eng1_end: '1230:00', cnt_cycle_eng1_end: 800 } }],
  })
  return renderAt('/testing', { page: <AddEntryForm aircraft={AIRCRAFT} currentUser={ME} />, queryClient })
}

async function startsFrom(hobbs: string, cycles: string) {
  await waitFor(
    () => {
      expect(field('Hobbs Beginn')).toHaveValue(hobbs)
      expect(field('Zyklen Beginn')).toHaveValue(cycles)
    },
    { timeout: 10_000 },
  )
}

beforeEach(clearDevice)

describe('the readings a new entry starts from', () => {
  it('continue the outbox entry of the aircraft that lands last, not the journey log’s newest', async () => {
    await localDb.outbox.bulkPut([
      waitingEntry({
        date: '2026-05-03',
        to_utc: '14:00',
        ldg_utc: '15:00',
        hobbs_eng1_end: '1237:10',
        cnt_cycle_eng1_end: 815,
      }),
      waitingEntry({
        date: '2026-05-03',
        to_utc: '09:00',
        ldg_utc: '10:10',
        hobbs_eng1_end: '1235:50',
        cnt_cycle_eng1_end: 813,
      }),
      // A late entry of an earlier flight, and an entry of another aircraft: neither is where the next flight starts.
      waitingEntry({ date: '2026-04-20', hobbs_eng1_end: '1100:00', cnt_cycle_eng1_end: 700 }),
      waitingEntry({ date: '2026-05-05', hobbs_eng1_end: '3000:00' }, { aircraft_id: 5, registration: 'D-EDRS' }),
    ])
    await renderForm()
    await startsFrom('1237:10', '815')
  })

  it('continue the journey log’s newest when the outbox holds nothing later', async () => {
    await localDb.outbox.put(waitingEntry({ date: '2026-04-20', hobbs_eng1_end: '1100:00', cnt_cycle_eng1_end: 700 }))
    await renderForm()
    await startsFrom('1234:30', '812')
  })

  it('come from the offline pack when the journey log was never loaded on the device, and the outbox still wins', async () => {
    server.use(http.get('/api/flight_logs/boardbook', () => HttpResponse.error()))
    goOffline()
    await renderForm()
    await startsFrom('1230:00', '800')
    await localDb.outbox.put(waitingEntry({ hobbs_eng1_end: '1231:15', cnt_cycle_eng1_end: 801 }))
    await startsFrom('1231:15', '801')
  })
})
