import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'

import { mediaQueryList } from '../../../testing/match-media'
import { mockServer, renderAt } from '../../../testing/render'
import type { AwaitingEntry } from '../api/get-awaiting-signature'
import { AIRCRAFT, ENTRIES, SIGNATURE, signingOf } from '../testing/boardbook-fixtures'
import { AwaitingSignaturePage } from './awaiting-signature-page'

const ON_EKLU: AwaitingEntry = { ...ENTRIES[1]!, awaiting_signature: true, may_sign: true, customer_aircraft: AIRCRAFT }
const ON_EDRS: AwaitingEntry = {
  ...ENTRIES[1]!,
  id: 301,
  number: 57,
  registration: 'D-EDRS',
  date: '2026-05-04T00:00:00.000Z',
  is_batch: true,
  to_utc: null,
  ldg_utc: null,
  flight_time: '00:45',
  awaiting_signature: true,
  may_sign: true,
  customer_aircraft: { id: 5, registration: 'D-EDRS' },
}

const server = mockServer()

/** The caller's list: both entries until entry 12 is signed. */
function serve() {
  let signed = false
  server.use(
    http.get('/api/flight_logs/awaiting-signature', () => {
      const docs = signed ? [ON_EDRS] : [ON_EKLU, ON_EDRS]
      return HttpResponse.json({ docs, totalDocs: docs.length })
    }),
    http.get(`/api/flight_logs/${ON_EKLU.id}/signing`, async () => HttpResponse.json(await signingOf(ENTRIES[1]!))),
    http.post(`/api/flight_logs/${ON_EKLU.id}/sign`, () => {
      signed = true
      return HttpResponse.json(SIGNATURE, { status: 201 })
    }),
  )
}

function screenWidth(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, wide))
}

describe('AwaitingSignaturePage', () => {
  it('lists the caller’s unsigned entries on every aircraft and signs one from the list', async () => {
    screenWidth(true)
    serve()
    await renderAt('/testing', { page: <AwaitingSignaturePage />, language: 'en' })
    const table = await screen.findByRole('table', { name: 'Entries awaiting your signature' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Aircraft', 'No.', 'Date', 'From / to', 'Times (UTC)', 'Sign'])
    const [, eklu, edrs] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement]
    expect(
      within(eklu)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['D-EKLU', '12', '2 May 26', 'EDKB → EDDK', '10:00\u00a0– 11:05', 'Sign'])
    expect(within(edrs).getByText('batch 00:45')).toBeInTheDocument()

    await userEvent.click(within(eklu).getByRole('button', { name: 'Sign entry #12' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign entry #12' })
    await userEvent.type(await within(dialog).findByLabelText(/^Password/), 'Flugakte-Demo-1')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign with password' }))
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2))
    expect(within(table).getByText('D-EDRS')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Sign entry #12' })).not.toBeInTheDocument()
  })

  it('shows each entry as a card with its sign button on a phone', async () => {
    screenWidth(false)
    serve()
    await renderAt('/testing', { page: <AwaitingSignaturePage /> })
    const list = await screen.findByRole('list', { name: 'Einträge, die auf Ihre Unterschrift warten' })
    const [eklu, edrs] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement]
    expect(eklu).toHaveTextContent('D-EKLU #12 · 2. Mai 26')
    expect(within(eklu).getByRole('button', { name: 'Eintrag #12 unterschreiben' })).toBeInTheDocument()
    expect(edrs).toHaveTextContent('D-EDRS #57 · 4. Mai 26')
    expect(edrs).toHaveTextContent('Batch 00:45')
  })

  it('says so when nothing awaits the caller’s signature', async () => {
    server.use(http.get('/api/flight_logs/awaiting-signature', () => HttpResponse.json({ docs: [], totalDocs: 0 })))
    await renderAt('/testing', { page: <AwaitingSignaturePage />, language: 'en' })
    expect(await screen.findByText('No entries await your signature.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Journey log' })).toHaveAttribute('href', '/boardbook')
  })
})
