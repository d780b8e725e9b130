import type { Hash } from '@flugakte/domain'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'
import { consistencyAnswer, headOver, logLeaves, WITNESS_AIRCRAFT } from '../testing/witness-fixtures'
import type { WitnessReport } from '../api/report-witness-failure'
import { LogWitnessAlert } from './log-witness-alert'
import { witnessAircraft } from './witness-aircraft'
import { saveWitnessRecord, WitnessDb, witnessRecord } from './witness-store'

const server = mockServer()
const { id } = WITNESS_AIRCRAFT

/** The server's record log: its leaves now, and the reports it was sent. */
let leaves: Hash[]
let reports: WitnessReport[]
let db: WitnessDb
let dbNumber = 0

beforeEach(() => {
  reports = []
  db = new WitnessDb(`witness-test-${(dbNumber += 1)}`)
  server.use(
    http.get('/api/customer_aircrafts/:id/journey-log/head', () =>
      HttpResponse.json({ head: leaves.length ? headOver(leaves, leaves.length) : null }),
    ),
    http.get('/api/customer_aircrafts/:id/journey-log/consistency', ({ request }) => {
      const from = Number(new URL(request.url).searchParams.get('from'))
      if (from > leaves.length)
        return HttpResponse.json({ errors: [{ message: 'from beyond the log' }] }, { status: 400 })
      return HttpResponse.json(consistencyAnswer(leaves, from))
    }),
    http.post('/api/customer_aircrafts/:id/journey-log/witness-report', async ({ request }) => {
      reports.push((await request.json()) as WitnessReport)
      return HttpResponse.json({ reported: true }, { status: 202 })
    }),
  )
})

const check = () => witnessAircraft(id, { db })
const showAlert = (language: 'de' | 'en') =>
  renderAt('/testing', { page: <LogWitnessAlert aircraftId={id} db={db} />, language })

describe('the device as a witness of the aircraft’s record log', () => {
  it('keeps the first head, then accepts an honest append by its consistency proof, and shows nothing', async () => {
    leaves = logLeaves(5)
    expect(await check()).toMatchObject({ ok: true })
    expect((await witnessRecord(id, { db }))?.head).toMatchObject({ tree_size: 5 })

    leaves = logLeaves(9)
    expect(await check()).toMatchObject({ ok: true })
    expect(await witnessRecord(id, { db })).toMatchObject({ head: { tree_size: 9 }, failure: null })

    await showAlert('en')
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(reports).toEqual([])
  })

  it('finds a log rewritten with the signing key, shows the red alert, reports it once, and keeps the old head', async () => {
    leaves = logLeaves(6)
    await check()
    const kept = (await witnessRecord(id, { db }))!.head!

    // Whoever holds the database and the key changes an earlier record and recomputes every root.
    leaves = logLeaves(8, { 2: 'ff'.repeat(32) })
    expect(await check()).toMatchObject({ ok: false, reason: 'fork' })
    expect(reports).toEqual([{ kept, received: consistencyAnswer(leaves, 6).head }])
    expect(await witnessRecord(id, { db })).toMatchObject({ head: kept, failure: { reason: 'fork' } })

    await showAlert('de')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'IntegritätswarnungDas Bordbuch von D-EFAK ist nicht mehr das, das dieses Gerät zuletzt gesehen hat.',
    )
    expect(alert).toHaveTextContent('Der Server kann nicht nachweisen, dass sein Protokoll (8 Aufzeichnungen)')
    expect(alert).toHaveTextContent('Die Administratoren des Halters und die CAO wurden benachrichtigt.')

    // The next sync fails again: the alert stays, and the failure is not reported twice.
    leaves = logLeaves(9, { 2: 'ff'.repeat(32) })
    expect(await check()).toMatchObject({ ok: false })
    expect(reports).toHaveLength(1)
    expect(screen.getByRole('alert')).toBeInTheDocument()

    // Only a check that passes again (the log restored and extended) takes the alert away.
    leaves = logLeaves(10)
    expect(await check()).toMatchObject({ ok: true })
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
  })

  it('finds a rollback (the server’s log shorter than the kept head) and says so in English', async () => {
    leaves = logLeaves(7)
    await check()
    leaves = logLeaves(4)
    expect(await check()).toMatchObject({ ok: false, reason: 'rollback' })
    expect(reports).toHaveLength(1)
    await showAlert('en')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The journey log of D-EFAK is no longer the one this device saw last.')
    expect(alert).toHaveTextContent('The server shows only 4 records; this device saw 7 on')
  })

  it('sends a report that did not arrive again at the next check', async () => {
    leaves = logLeaves(5)
    await check()
    leaves = logLeaves(5, { 0: 'ee'.repeat(32) })
    server.use(http.post('/api/customer_aircrafts/:id/journey-log/witness-report', () => HttpResponse.error()))
    await expect(check()).rejects.toThrow()
    expect(await witnessRecord(id, { db })).toMatchObject({ failure: { reason: 'fork', reported_at: null } })
    await showAlert('en')
    expect(await screen.findByRole('alert')).toHaveTextContent('is sent as soon as the server takes it')

    server.resetHandlers()
    server.use(
      http.get('/api/customer_aircrafts/:id/journey-log/consistency', () =>
        HttpResponse.json(consistencyAnswer(leaves, 5)),
      ),
      http.post('/api/customer_aircrafts/:id/journey-log/witness-report', async ({ request }) => {
        reports.push((await request.json()) as WitnessReport)
        return HttpResponse.json({ reported: true }, { status: 202 })
      }),
    )
    expect(await check()).toMatchObject({ ok: false })
    expect(reports).toHaveLength(1)
    expect(await screen.findByText(/The owner's company admins and the CAO have been told/)).toBeInTheDocument()
  })
})

describe('LogWitnessAlert without a chosen aircraft (the fleet dashboard)', () => {
  it('shows the failures of the user’s aircraft only, not those another user of the device saw', async () => {
    leaves = logLeaves(5)
    await check()
    leaves = logLeaves(3)
    await check()
    // Another user's aircraft failed on this device too (one read answers both).
    const other = { ...headOver(logLeaves(2), 2), aircraft: id + 1, registration: 'D-EOTH' }
    await saveWitnessRecord(
      {
        origin: window.location.origin,
        aircraft_id: id + 1,
        head: other,
        checked_at: 0,
        failure: { reason: 'rollback', received: null, detected_at: 0, reported_at: 0 },
      },
      db,
    )
    await renderAt('/testing', {
      page: <LogWitnessAlert aircraftId={undefined} among={[id]} db={db} />,
      language: 'en',
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('The journey log of D-EFAK')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.queryByText(/D-EOTH/)).not.toBeInTheDocument()
  })
})
