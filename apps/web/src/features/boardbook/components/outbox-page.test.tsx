import type { FlightLogEntry } from '@flugakte/domain'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { localDb } from '../../../lib/local-db'
import { addDefectToOutbox, addToOutbox, outboxItemsOf, outboxOf, updateOutbox } from '../../../lib/outbox/outbox-store'
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

describe('OutboxPage', () => {
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
    // The button under the sign-off (the dialog's × is named alike).
    await userEvent.click(screen.getAllByRole('button', { name: 'Schließen' }).at(-1)!)
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

  it('sends a flight refused on a grounded aircraft again once the pilot confirms it', async () => {
    await fillOutbox()
    await updateOutbox('early', {
      problem: {
        status: 409,
        messages: ['D-EKLU ist wegen einer offenen Beanstandung nicht flugklar.'],
        fieldErrors: [],
        code: 'aircraftGrounded',
      },
    })
    await updateOutbox('other', { status: 'attention' })
    const bodies = journeyLog()
    await renderPage()
    const early = (await screen.findAllByRole('listitem', { name: 'D-EKLU · 1. Mai 26' }))[0]!
    expect(early).toHaveTextContent('D-EKLU ist wegen einer offenen Beanstandung nicht flugklar.')
    expect(within(early).queryByRole('button', { name: 'Als Nachtrag speichern' })).not.toBeInTheDocument()
    await userEvent.click(within(early).getByRole('button', { name: 'Trotz offener Beanstandung eintragen' }))
    await waitFor(() => expect(bodies.map((body) => body.client_id)).toEqual(['early', 'later']))
    expect(bodies[0]).toMatchObject({ confirm_grounded: true })
    expect(bodies[1]).not.toHaveProperty('confirm_grounded')
  })

  it('shows a defect report kept on the device with its photos, and deletes it only after asking', async () => {
    setOnline(false)
    await fillOutbox()
    await putDefect()
    await renderPage()
    const card = await screen.findByRole('listitem', { name: 'Beanstandung D-EKLU · 2. Mai 26' })
    expect(card).toHaveTextContent('Beanstandung D-EKLU: Reifen links abgefahren')
    expect(card).toHaveTextContent('2 Fotos')
    expect(card).toHaveTextContent('Als nicht flugklar gemeldet')
    expect(card).toHaveTextContent('Wartet')
    // Sent in the order entered: after the three entries.
    const list = screen.getByRole('list', { name: 'Noch nicht gesendete Einträge' })
    expect(within(list).getAllByRole('listitem', { name: /·/ })[3]).toBe(card)
    expect(within(card).queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument()

    await userEvent.click(within(card).getByRole('button', { name: 'Löschen' }))
    const question = await screen.findByRole('dialog', { name: 'Beanstandung löschen?' })
    expect(question).toHaveTextContent(
      'Diese Beanstandung wurde noch nicht gesendet. Mit ihren Fotos von diesem Gerät löschen?',
    )
    await userEvent.click(within(question).getByRole('button', { name: 'Behalten' }))
    expect(await outboxItemsOf(ME.id)).toHaveLength(4)

    await userEvent.click(within(card).getByRole('button', { name: 'Löschen' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Beanstandung löschen?' })).getByRole('button', {
        name: 'Vom Gerät löschen',
      }),
    )
    await waitFor(async () =>
      expect((await outboxItemsOf(ME.id)).map((record) => record.client_id)).toEqual(['early', 'later', 'other']),
    )
  })

  it('shows a defect report the server refused in the desk’s table, with what it said', async () => {
    setOnline(false)
    window.matchMedia = (query: string) => mediaQueryList(query, true)
    try {
      await putDefect()
      await updateOutbox(DEFECT_ID, { status: 'attention', problem: { status: 413, messages: [], fieldErrors: [] } })
      await renderPage('en')
      const table = await screen.findByRole('table', { name: 'Entries not yet sent' })
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2))
      const row = within(table).getAllByRole('row')[1]!
      expect(row).toHaveTextContent('Defect D-EKLU: Reifen links abgefahren')
      expect(row).toHaveTextContent('2 photos')
      expect(row).toHaveTextContent('Needs your decision')
      expect(row).toHaveTextContent('Refused by the server (HTTP 413).')
      expect(within(row).getByRole('button', { name: 'Delete' })).toBeEnabled()
      expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    } finally {
      window.matchMedia = (query: string) => mediaQueryList(query, false)
    }
  })

  it('sends a waiting defect report with “Send now” and says so', async () => {
    const received: unknown[] = []
    // The server is out of reach at first: the report waits.
    server.use(http.post('/api/defects/submit', () => HttpResponse.error()))
    await putDefect()
    await renderPage('en')
    await screen.findByRole('listitem', { name: 'Defect D-EKLU · 2 May 26' })
    await waitFor(async () => expect(await outboxItemsOf(ME.id)).toMatchObject([{ status: 'waiting', attempts: 1 }]))

    server.use(
      http.post('/api/defects/submit', async ({ request }) => {
        received.push(JSON.parse(String((await request.formData()).get('_payload'))))
        return HttpResponse.json({ doc: { id: 55 }, duplicate: false }, { status: 201 })
      }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }))
    expect(await screen.findByText('Defect report sent')).toBeInTheDocument()
    expect(await screen.findByText('All entries have been sent.')).toBeInTheDocument()
    expect(received).toMatchObject([{ client_id: DEFECT_ID, description: 'Reifen links abgefahren' }])
  })
})

const DEFECT_ID = '0f8c2a9e-3b1d-4c5e-8f7a-6b5c4d3e2f1a'

/** A defect report of D-EKLU with two photos, kept on the device on 2 May after the entries. */
function putDefect() {
  const photo = (name: string) => ({ name, type: 'image/jpeg', bytes: new TextEncoder().encode(name).buffer })
  return addDefectToOutbox({
    client_id: DEFECT_ID,
    user_id: ME.id,
    aircraft_id: 4,
    registration: 'D-EKLU',
    report: {
      client_id: DEFECT_ID,
      customer_aircraft: 4,
      description: 'Reifen links abgefahren',
      unsafe: true,
    },
    photos: [photo('reifen-1.jpg'), photo('reifen-2.jpg')],
    created_at: Date.UTC(2026, 4, 2, 9),
  })
}
