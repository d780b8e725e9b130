import { hashChallenge, submittedContentHash, type FlightLogEntry } from '@flugakte/domain'
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { fleetStatusQueryOptions } from '../../../lib/aircraft/get-fleet-status'
import { localDb } from '../../../lib/local-db'
import { outboxOf } from '../../../lib/outbox/outbox-store'
import { mockServer, renderAt, testQueryClient } from '../../../testing/render'
import { entryBody } from '../api/submit-flight-log'
import { offlinePackKey } from '../offline/offline-pack'
import {
  AIRCRAFT,
  BOARDBOOK,
  EDKB,
  fleetStatus,
  fleetStatusHandler,
  GROUNDING_DEFECTS,
  ME,
} from '../testing/boardbook-fixtures'
import { PACK } from '../testing/offline-fixtures'
import { AddEntryModal } from './add-entry-modal'

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), browserSupportsWebAuthn: vi.fn() }))

const server = mockServer(
  http.get('/api/flight_logs/boardbook', () => HttpResponse.json(BOARDBOOK)),
  http.get('/api/airports', () => HttpResponse.json({ docs: [EDKB] })),
  fleetStatusHandler(),
)

function setOnline(online: boolean) {
  // No event: the browser may learn of a lost connection only as the entry is saved.
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
}

beforeEach(async () => {
  await localDb.outbox.clear()
  await localDb.kv.clear()
  vi.mocked(browserSupportsWebAuthn).mockReturnValue(true)
  // The form refuses times in the future: the flight of today (10:00–11:00) lies before 23:00.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(`${new Date().toISOString().slice(0, 10)}T23:00:00.000Z`))
})
afterEach(() => {
  setOnline(true)
  vi.useRealTimers()
})

/** Types a flight of today from EDKB and saves it with Enter; `beforeSaving` runs just before. */
async function enterFlight(language: 'de' | 'en', beforeSaving: () => void = () => {}) {
  vi.spyOn(Element.prototype, 'scrollIntoView').mockReturnValue(undefined)
  await renderAt('/testing', {
    page: <AddEntryModal opened onClose={() => {}} aircraft={AIRCRAFT} currentUser={ME} />,
    language,
  })
  const dialog = await screen.findByRole('dialog')
  await userEvent.type(
    within(dialog).getByLabelText(/^(Departure airport|Startflugplatz)/, { selector: 'input' }),
    'EDKB',
  )
  await userEvent.click(await screen.findByRole('option', { name: 'EDKB – Bonn-Hangelar' }))
  await userEvent.type(within(dialog).getByLabelText(/^(Takeoff|Start) \(UTC\)/), '10:00')
  await userEvent.type(within(dialog).getByLabelText(/^(Landing|Landung) \(UTC\)/), '11:00')
  beforeSaving()
  await userEvent.type(within(dialog).getByLabelText(/^(Landing|Landung) \(UTC\)/), '{Enter}')
  return dialog
}

describe('saving an entry without a connection', () => {
  it('keeps the entry on the device under the client id it was sent with, and signs it with a passkey', async () => {
    await localDb.kv.put({
      key: offlinePackKey(ME.id),
      value: { ...PACK, passkeys: [{ id: 'cred-1', transports: ['internal'] }] },
    })
    const sent: Record<string, unknown>[] = []
    server.use(
      // The request leaves, no answer comes back (the signal dropped on the apron).
      http.post('/api/flight_logs/submit', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.error()
      }),
    )
    const dialog = await enterFlight('en')
    expect(
      await screen.findByText(
        'Saved on this device without a connection. The entry will be sent as soon as there is a connection.',
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).getByLabelText(/^Takeoff \(UTC\)/)).toHaveValue(''))

    const [record] = await outboxOf(ME.id)
    expect(record).toMatchObject({
      client_id: sent[0]!.client_id,
      user_id: ME.id,
      aircraft_id: AIRCRAFT.id,
      registration: 'D-EKLU',
      status: 'waiting',
      labels: {
        pilot: 'Jonas Becker (JBE)',
        location_to: 'EDKB – Bonn-Hangelar',
        location_ldg: 'EDKB – Bonn-Hangelar',
      },
      entry: { to_utc: '10:00', ldg_utc: '11:00', location_to: EDKB.id, pilot: ME.id },
    })

    const response = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {}, clientExtensionResults: {} }
    vi.mocked(startAuthentication).mockResolvedValue(response as never)
    const step = within(dialog).getByRole('region', { name: 'Sign the entry saved on this device' })
    await userEvent.click(await within(step).findByRole('button', { name: 'Sign with passkey' }))
    expect(await within(step).findByText(/Signed on this device/)).toBeInTheDocument()

    // The challenge is the content hash of the entry as it travels, taken here as the server will take it.
    const hash = await submittedContentHash(entryBody(record!.entry as FlightLogEntry))
    expect(startAuthentication).toHaveBeenCalledWith({
      optionsJSON: expect.objectContaining({
        challenge: hashChallenge(hash),
        allowCredentials: [{ id: 'cred-1', type: 'public-key', transports: ['internal'] }],
        userVerification: 'required',
      }),
    })
    const [signed] = await outboxOf(ME.id)
    expect(signed!.signature).toEqual({ method: 'passkey', response, content_hash: hash })
  })

  it('does not try the server while the device is offline, and asks for the password sign-off later', async () => {
    await localDb.kv.put({ key: offlinePackKey(ME.id), value: PACK })
    let requests = 0
    server.use(
      http.post('/api/flight_logs/submit', () => {
        requests += 1
        return HttpResponse.json({}, { status: 500 })
      }),
    )
    const dialog = await enterFlight('de', () => setOnline(false))
    expect(
      await screen.findByText(
        'Ohne Verbindung auf diesem Gerät gespeichert. Der Eintrag wird gesendet, sobald eine Verbindung besteht.',
      ),
    ).toBeInTheDocument()
    const step = await within(dialog).findByRole('region', {
      name: 'Auf diesem Gerät gespeicherten Eintrag unterschreiben',
    })
    await waitFor(() =>
      expect(step).toHaveTextContent(
        'Zum Unterschreiben mit Ihrem Passwort braucht es eine Verbindung: Der Eintrag erscheint unter „Warten auf Ihre Unterschrift“, sobald er gesendet ist.',
      ),
    )
    expect(within(step).queryByRole('button', { name: 'Mit Passkey unterschreiben' })).not.toBeInTheDocument()
    expect(await outboxOf(ME.id)).toHaveLength(1)
    expect(requests).toBe(0)
  })

  it('starts the next flight from the readings of the entry just kept on the device', async () => {
    await localDb.kv.put({ key: offlinePackKey(ME.id), value: PACK })
    vi.spyOn(Element.prototype, 'scrollIntoView').mockReturnValue(undefined)
    await renderAt('/testing', {
      page: <AddEntryModal opened onClose={() => {}} aircraft={AIRCRAFT} currentUser={ME} />,
      language: 'en',
    })
    const dialog = await screen.findByRole('dialog')
    const hobbsStart = within(dialog).getByLabelText(/^Hobbs start/, { selector: 'input' })
    // Carried from the boardbook's latest entry.
    await waitFor(() => expect(hobbsStart).toHaveValue('1234:30'))
    await userEvent.type(within(dialog).getByLabelText(/^Departure airport/, { selector: 'input' }), 'EDKB')
    await userEvent.click(await screen.findByRole('option', { name: 'EDKB – Bonn-Hangelar' }))
    await userEvent.type(within(dialog).getByLabelText(/^Takeoff \(UTC\)/), '12:00')
    await userEvent.type(within(dialog).getByLabelText(/^Landing \(UTC\)/), '13:00')
    await userEvent.type(within(dialog).getByLabelText(/^Hobbs end/, { selector: 'input' }), '1235:40')
    setOnline(false)
    await userEvent.type(within(dialog).getByLabelText(/^Cycles end/, { selector: 'input' }), '813{Enter}')
    await waitFor(async () => expect(await outboxOf(ME.id)).toHaveLength(1))
    // The form starts over from the entry in the outbox, not from the log's latest entry.
    await waitFor(() => expect(hobbsStart).toHaveValue('1235:40'))
    expect(within(dialog).getByLabelText(/^Cycles start/, { selector: 'input' })).toHaveValue('813')
  })

  it('warns from the status the device kept that the aircraft is grounded, and keeps the confirmation with the entry', async () => {
    await localDb.kv.put({ key: offlinePackKey(ME.id), value: PACK })
    // The dashboard's answer from before the airfield, kept on the device; no connection now.
    const queryClient = testQueryClient()
    queryClient.setQueryData(fleetStatusQueryOptions().queryKey, fleetStatus('grounded', GROUNDING_DEFECTS))
    server.use(
      http.get('/api/fleet/status', () => HttpResponse.error()),
      http.get(`/api/customer_aircrafts/${AIRCRAFT.id}/defects`, () => HttpResponse.error()),
    )
    vi.spyOn(Element.prototype, 'scrollIntoView').mockReturnValue(undefined)
    await renderAt('/testing', {
      page: <AddEntryModal opened onClose={() => {}} aircraft={AIRCRAFT} currentUser={ME} />,
      language: 'en',
      queryClient,
    })
    const dialog = await screen.findByRole('dialog')
    const warning = within(dialog).getByRole('alert', { name: 'D-EKLU is grounded' })
    // Offline without the aircraft's defects on the device, a defect is named by its number.
    expect(within(warning).getByText('Defect #21')).toBeInTheDocument()
    expect(within(dialog).getByText('Day VFR only')).toBeInTheDocument()
    await userEvent.type(within(dialog).getByLabelText(/^Departure airport/, { selector: 'input' }), 'EDKB')
    await userEvent.click(await screen.findByRole('option', { name: 'EDKB – Bonn-Hangelar' }))
    await userEvent.type(within(dialog).getByLabelText(/^Takeoff \(UTC\)/), '10:00')
    setOnline(false)
    await userEvent.type(within(dialog).getByLabelText(/^Landing \(UTC\)/), '11:00{Enter}')
    expect(
      await within(dialog).findByText('Please confirm that you are entering this flight despite the open defect.'),
    ).toBeInTheDocument()
    expect(await outboxOf(ME.id)).toHaveLength(0)

    await userEvent.click(
      within(warning).getByRole('checkbox', { name: 'I confirm I am entering this flight despite the open defect' }),
    )
    // The limitation in force, taken note of from the status the device kept.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I have taken note of these before the flight.' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save entry' }))
    await waitFor(async () => expect(await outboxOf(ME.id)).toHaveLength(1))
    const [record] = await outboxOf(ME.id)
    expect(record).toMatchObject({
      confirm_grounded: true,
      acknowledge_preflight: [{ key: 'limitation:22', text: 'Limitation from defect #22: Day VFR only' }],
      entry: { to_utc: '10:00' },
    })
  })
})
