import type { FlightLogEntry } from '@flugakte/domain'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { localDb } from '../../../lib/local-db'
import { addToOutbox, outboxOf, updateOutbox } from '../../../lib/outbox/outbox-store'
import { mediaQueryList } from '../../../testing/match-media'
import { mockServer, renderAt } from '../../../testing/render'
import { OutboxSender } from '../outbox/outbox-sender'
import { BOARDBOOK, ME } from '../testing/boardbook-fixtures'
import { OutboxPage } from './outbox-page'

const server = mockServer(http.get('/api/flight_logs/boardbook', () => HttpResponse.json(BOARDBOOK)))

const entry = (aircraft: number, to_utc: string, notes = ''): FlightLogEntry =>
  ({
    customer_aircraft: aircraft,
    registration: aircraft === 4 ? 'D-EKLU' : 'D-EDRS',
    type: 'origin',
    date: '2026-05-01',
    nature_of_flight: 'private',
    pilot: ME.id,
    pilot_duty: 'pic',
    location_to: 31,
    location_ldg: 32,
    is_batch: false,
    to_utc,
    ldg_utc: '11:00',
    cnt_ldg: 1,
    ...(notes ? { notes } : {}),
  }) as unknown as FlightLogEntry

const labels = { pilot: 'Jonas Becker (JBE)', location_to: 'EDKB', location_ldg: 'EDDK' }

/** D-EKLU's early flight the server refused, its later flight behind it, and a signed flight of D-EDRS. */
async function fillOutbox({ notes = '' } = {}) {
  await addToOutbox({
    client_id: 'early',
    user_id: ME.id,
    aircraft_id: 4,
    registration: 'D-EKLU',
    entry: entry(4, '09:00', notes),
    labels,
    created_at: 1000,
  })
  await updateOutbox('early', {
    status: 'attention',
    problem: {
      status: 409,
      messages: ['Start oder Landung liegen vor dem letzten Eintrag Nr. 170.'],
      fieldErrors: [],
      code: 'earlierThanLatest',
    },
  })
  await addToOutbox({
    client_id: 'later',
    user_id: ME.id,
    aircraft_id: 4,
    registration: 'D-EKLU',
    entry: entry(4, '10:00'),
    labels,
    created_at: 2000,
  })
  await addToOutbox({
    client_id: 'other',
    user_id: ME.id,
    aircraft_id: 5,
    registration: 'D-EDRS',
    entry: entry(5, '10:00'),
    labels,
    signature: { method: 'passkey', response: { id: 'cred' }, content_hash: 'ab'.repeat(32) },
    created_at: 3000,
  })
}

/** The server's submit endpoint, numbering from 171; it records what it was sent. */
function journeyLog() {
  const bodies: Record<string, unknown>[] = []
  server.use(
    http.post('/api/flight_logs/submit', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      bodies.push(body)
      const number = 170 + bodies.length
      return HttpResponse.json(
        { doc: { id: number, number }, message: 'Created', duplicate: false, signature: null },
        { status: 201 },
      )
    }),
  )
  return bodies
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

const renderPage = (language: 'de' | 'en' = 'de') =>
  renderAt('/testing', {
    page: (
      <>
        <OutboxPage currentUser={ME} />
        <OutboxSender userId={ME.id} />
      </>
    ),
    language,
  })

beforeEach(() => localDb.outbox.clear())
afterEach(() => setOnline(true))

describe('OutboxPage', { timeout: 20_000 }, () => {
  it('lists the entries not yet sent as cards on a phone, with where each stands', async () => {
    setOnline(false)
    await fillOutbox()
    await renderPage()
    expect(await screen.findByRole('heading', { name: 'Noch nicht gesendet' })).toBeInTheDocument()
    expect(screen.getByText('Keine Verbindung: Die Einträge werden gesendet, sobald eine besteht.')).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Noch nicht gesendete Einträge' })
    await waitFor(() => expect(within(list).getAllByRole('listitem', { name: /·/ })).toHaveLength(3))
    expect(screen.getByRole('button', { name: 'Jetzt senden' })).toBeDisabled()

    const [early, later, other] = within(list).getAllByRole('listitem', { name: /·/ })
    expect(early).toHaveAccessibleName('D-EKLU · 1. Mai 26')
    expect(early).toHaveTextContent('EDKB → EDDK · 09:00')
    expect(early).toHaveTextContent('Braucht Ihre Entscheidung')
    expect(early).toHaveTextContent('Start oder Landung liegen vor dem letzten Eintrag Nr. 170.')
    expect(within(early!).getByRole('button', { name: 'Als Nachtrag speichern' })).toBeInTheDocument()
    expect(within(early!).getByRole('button', { name: 'Kein Nachtrag: als Flug speichern' })).toBeInTheDocument()
    expect(later).toHaveTextContent('Wartet auf den Eintrag davor')
    expect(within(later!).queryByRole('button', { name: 'Als Nachtrag speichern' })).not.toBeInTheDocument()
    expect(other).toHaveTextContent('D-EDRS')
    expect(other).toHaveTextContent('Wartet')
    expect(other).toHaveTextContent('Auf diesem Gerät unterschrieben')
    expect(later).toHaveTextContent('Nicht unterschrieben')
  })

  it('sends the refused flight as a flight when it is not an addendum, then the one behind it', async () => {
    await fillOutbox()
    await updateOutbox('other', { status: 'attention' })
    const bodies = journeyLog()
    await renderPage('en')
    await userEvent.click(await screen.findByRole('button', { name: 'Not an addendum: save as flight' }))
    expect(await screen.findByText('2 entries sent: no. 171, 172')).toBeInTheDocument()
    expect(bodies.map((body) => body.client_id)).toEqual(['early', 'later'])
    expect(bodies[0]).toMatchObject({ type: 'origin', confirm_earlier: true })
    expect(bodies[1]).not.toHaveProperty('confirm_earlier')
    expect((await outboxOf(ME.id)).map((record) => record.client_id)).toEqual(['other'])
  })

  it('opens an addendum without notes in the editor, and sends it once the notes are there', async () => {
    await fillOutbox()
    await updateOutbox('other', { status: 'attention' })
    const bodies = journeyLog()
    await renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Als Nachtrag speichern' }))
    const editor = await screen.findByRole('dialog', { name: 'Noch nicht gesendeten Eintrag bearbeiten' })
    expect(within(editor).getByRole('radio', { name: 'Nachtrag' })).toBeChecked()
    const notes = within(editor).getByLabelText(/^Bemerkungen/, { selector: 'textarea' })
    await waitFor(() => expect(notes).toHaveAccessibleDescription('Bitte alle Pflichtfelder ausfüllen'))
    expect(within(editor).getByLabelText(/^Startflugplatz/, { selector: 'input' })).toHaveValue('EDKB')
    expect(bodies).toEqual([])

    await userEvent.type(notes, 'Vergessener Flug{Enter}')
    // The pilot in command without a passkey on this device signs once the entry is there.
    expect(
      await screen.findByText(/Zum Unterschreiben mit Ihrem Passwort braucht es eine Verbindung/),
    ).toBeInTheDocument()
    await waitFor(() => expect(bodies.map((body) => body.client_id)).toEqual(['early', 'later']))
    expect(bodies[0]).toMatchObject({ type: 'addendum', notes: 'Vergessener Flug', to_utc: '09:00' })
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('sends an addendum that has its notes at once', async () => {
    await fillOutbox({ notes: 'Nachgetragen' })
    await updateOutbox('other', { status: 'attention' })
    const bodies = journeyLog()
    await renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Als Nachtrag speichern' }))
    await waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies[0]).toMatchObject({ client_id: 'early', type: 'addendum', notes: 'Nachgetragen' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('deletes an entry from the device only after asking', async () => {
    setOnline(false)
    await fillOutbox()
    await renderPage('en')
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(3))
    await userEvent.click(
      within(screen.getAllByRole('listitem', { name: /·/ })[1]!).getByRole('button', { name: 'Delete' }),
    )
    const question = await screen.findByRole('dialog', { name: 'Delete entry?' })
    expect(question).toHaveTextContent('This entry has not reached the journey log. Delete it from this device?')
    await userEvent.click(within(question).getByRole('button', { name: 'Keep' }))
    expect((await outboxOf(ME.id)).map((record) => record.client_id)).toEqual(['early', 'later', 'other'])

    await userEvent.click(
      within(screen.getAllByRole('listitem', { name: /·/ })[1]!).getByRole('button', { name: 'Delete' }),
    )
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete entry?' })).getByRole('button', {
        name: 'Delete from this device',
      }),
    )
    await waitFor(async () =>
      expect((await outboxOf(ME.id)).map((record) => record.client_id)).toEqual(['early', 'other']),
    )
  })

  it('shows a table on a desk', async () => {
    setOnline(false)
    window.matchMedia = (query: string) => mediaQueryList(query, true)
    try {
      await fillOutbox()
      await renderPage('en')
      const table = await screen.findByRole('table', { name: 'Entries not yet sent' })
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4))
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('D-EKLU')
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Needs your decision')
      expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Waits for the entry before it')
    } finally {
      window.matchMedia = (query: string) => mediaQueryList(query, false)
    }
  })

  it('says when everything has been sent', async () => {
    const bodies = journeyLog()
    await act(() =>
      addToOutbox({
        client_id: 'one',
        user_id: ME.id,
        aircraft_id: 5,
        registration: 'D-EDRS',
        entry: entry(5, '10:00'),
        labels,
      }),
    )
    await renderPage('en')
    expect(await screen.findByText('1 entry sent: no. 171')).toBeInTheDocument()
    expect(await screen.findByText('All entries have been sent.')).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
  })
})
