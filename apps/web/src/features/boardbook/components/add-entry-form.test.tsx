import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { i18next } from '../../../lib/i18n'
import { mockServer, renderAt } from '../../../testing/render'
import {
  AIRCRAFT,
  BOARDBOOK,
  COPILOT,
  defectsHandler,
  EDDK,
  EDKB,
  fleetStatus,
  fleetStatusHandler,
  GROUNDING_DEFECTS,
  ME,
} from '../testing/boardbook-fixtures'
import { AddEntryForm } from './add-entry-form'

const airportSearches: string[] = []
const boardbookLoads: URL[] = []
const server = mockServer(
  http.get('/api/flight_logs/boardbook', ({ request }) => {
    boardbookLoads.push(new URL(request.url))
    return HttpResponse.json(BOARDBOOK)
  }),
  http.get('/api/airports', ({ request }) => {
    const search = new URL(request.url).searchParams.get('where[or][0][icao][like]') ?? ''
    airportSearches.push(search)
    const docs = [EDKB, EDDK].filter((airport) =>
      `${airport.icao} ${airport.apt_name}`.toLowerCase().includes(search.toLowerCase()),
    )
    return HttpResponse.json({ docs })
  }),
  http.get('/api/users', () => HttpResponse.json({ docs: [ME, COPILOT] })),
  // The aircraft's status, which says whether it is grounded.
  fleetStatusHandler(),
)

/** Records the body of every POST /api/flight_logs/submit and answers like the server. */
function acceptEntries() {
  const bodies: Record<string, unknown>[] = []
  server.use(
    http.post('/api/flight_logs/submit', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      bodies.push(body)
      return HttpResponse.json(
        { doc: { id: 200, number: 14, ...body }, message: 'Created', duplicate: false, signature: null },
        { status: 201 },
      )
    }),
  )
  return bodies
}

const renderForm = (language: 'de' | 'en' = 'de') =>
  renderAt('/testing', { page: <AddEntryForm aircraft={AIRCRAFT} currentUser={ME} />, language })

/** The input labelled exactly `label` (with or without the required asterisk), not its option list. */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`), { selector: 'input, textarea' })

async function chooseAirport(label: string, typed: string, option: string) {
  await userEvent.type(field(label), typed)
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

/** The start readings carried forward from the latest entry; they arrive with the boardbook, each field redrawing on its own. */
async function carriedForward() {
  await waitFor(
    () => {
      expect(field('Hobbs Beginn')).toHaveValue('1234:30')
      expect(field('Zyklen Beginn')).toHaveValue('812')
    },
    { timeout: 3000 },
  )
}

/** Opens a select of fixed options and picks one. */
async function choose(label: string, option: string) {
  await userEvent.click(field(label))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

async function chooseCopilot(language: 'de' | 'en' = 'de') {
  await userEvent.type(field(language === 'de' ? 'Copilot' : 'Co-pilot'), 'Sophie')
  await userEvent.click(await screen.findByRole('option', { name: 'Sophie Koch (SKO)' }))
}

/** A complete normal-mode entry, later than the latest one (today). */
async function fillValidEntry() {
  await chooseAirport('Startflugplatz', 'EDKB', 'EDKB – Bonn-Hangelar')
  await userEvent.type(field('Start (UTC)'), '10:00')
  await userEvent.type(field('Landung (UTC)'), '11:00')
}

// The form refuses times in the future: the tests' flights of today (10:00–11:00) lie before 23:00.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(`${new Date().toISOString().slice(0, 10)}T23:00:00.000Z`))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('AddEntryForm', () => {
  it('starts with the aircraft, today, one landing, the signed-in pilot and the carried-forward counters', async () => {
    await renderForm()
    expect(field('Kennzeichen')).toHaveValue('D-EKLU')
    expect(field('Kennzeichen')).toHaveAttribute('readonly')
    expect(field('Datum (UTC)')).toHaveValue(new Date().toISOString().slice(0, 10))
    expect(screen.getByRole('radio', { name: 'Originaleintrag' })).toBeChecked()
    expect(field('Pilot')).toHaveValue('Jonas Becker (JBE)')
    expect(field('Landungen')).toHaveValue('1')
    await carriedForward()
  })

  it('shows the schema’s messages in German at their fields and sends nothing', async () => {
    const posts = acceptEntries()
    await renderForm()
    await userEvent.type(field('Start (UTC)'), '25:00')
    await userEvent.type(field('Gäste'), '4')
    await userEvent.click(screen.getByRole('button', { name: 'Eintrag speichern' }))
    await waitFor(() =>
      expect(field('Startflugplatz')).toHaveAccessibleDescription('Bitte alle Pflichtfelder ausfüllen'),
    )
    expect(field('Landeflugplatz')).toHaveAccessibleDescription('Bitte alle Pflichtfelder ausfüllen')
    expect(field('Landung (UTC)')).toHaveAccessibleDescription('Bitte alle Pflichtfelder ausfüllen')
    expect(field('Start (UTC)')).toHaveAccessibleDescription('Falsches Format')
    expect(field('Gäste')).toHaveAccessibleDescription('Falscher Wert')

    await userEvent.clear(field('Start (UTC)'))
    await userEvent.type(field('Start (UTC)'), '12:00')
    await userEvent.type(field('Landung (UTC)'), '12:00')
    await waitFor(() =>
      expect(field('Landung (UTC)')).toHaveAccessibleDescription('Die Landung muss nach dem Start liegen'),
    )
    // An earlier landing time is on the next day, up to 16 hours after the takeoff.
    await userEvent.clear(field('Landung (UTC)'))
    await userEvent.type(field('Landung (UTC)'), '11:00')
    await waitFor(() =>
      expect(field('Landung (UTC)')).toHaveAccessibleDescription(
        /Die Landung muss nach dem Start liegen; ein Flug dauert höchstens 16 Stunden/,
      ),
    )
    expect(posts).toHaveLength(0)
  })

  it('refuses a flight in the future at its field', async () => {
    const posts = acceptEntries()
    await renderForm('en')
    await chooseAirport('Departure airport', 'EDKB', 'EDKB – Bonn-Hangelar')
    // At 23:00 UTC: a takeoff typed later than now would be yesterday's; a landing later than now is refused.
    await userEvent.type(field('Takeoff (UTC)'), '22:30')
    await userEvent.type(field('Landing (UTC)'), '23:50')
    await userEvent.click(screen.getByRole('button', { name: 'Save entry' }))
    await waitFor(() => expect(field('Landing (UTC)')).toHaveAccessibleDescription('Lies in the future'))
    expect(posts).toHaveLength(0)
  })

  it('switches between takeoff and landing times and a flight duration in batch mode', async () => {
    const posts = acceptEntries()
    await renderForm()
    expect(field('Start (UTC)')).toBeInTheDocument()
    expect(screen.queryByLabelText(/^Flugzeit/)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('switch', { name: /Batch-Modus/ }))
    expect(screen.queryByLabelText(/^Start \(UTC\)/)).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/^Landung \(UTC\)/)).not.toBeInTheDocument()

    await chooseAirport('Startflugplatz', 'EDKB', 'EDKB – Bonn-Hangelar')
    await userEvent.click(screen.getByRole('button', { name: 'Eintrag speichern' }))
    await waitFor(() => expect(field('Flugzeit')).toHaveAccessibleDescription('Bitte alle Pflichtfelder ausfüllen'))
    await userEvent.type(field('Flugzeit'), '02:30{Enter}')
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({ is_batch: true, flight_time: '02:30' })
    expect(posts[0]).not.toHaveProperty('to_utc')
  })

  it('searches airports only from the third character, by code or name', async () => {
    airportSearches.length = 0
    await renderForm()
    await userEvent.type(field('Startflugplatz'), 'ED')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(airportSearches).toHaveLength(0)
    await userEvent.type(field('Startflugplatz'), 'K')
    await waitFor(() => expect(airportSearches).toEqual(['EDK']))
    expect(await screen.findByRole('option', { name: 'EDKB – Bonn-Hangelar' })).toBeInTheDocument()
  })

  it('prefills an empty landing airport with the start airport, but not a chosen one', async () => {
    await renderForm()
    await chooseAirport('Startflugplatz', 'Hangelar', 'EDKB – Bonn-Hangelar')
    expect(field('Startflugplatz')).toHaveValue('EDKB – Bonn-Hangelar')
    expect(field('Landeflugplatz')).toHaveValue('EDKB – Bonn-Hangelar')

    await userEvent.clear(field('Landeflugplatz'))
    await chooseAirport('Landeflugplatz', 'EDDK', 'EDDK – Köln/Bonn')
    await userEvent.clear(field('Startflugplatz'))
    await chooseAirport('Startflugplatz', 'Hangelar', 'EDKB – Bonn-Hangelar')
    expect(field('Landeflugplatz')).toHaveValue('EDDK – Köln/Bonn')
  })

  it('asks whether an earlier flight is an addendum; Yes makes it one, which needs notes', async () => {
    const posts = acceptEntries()
    await renderForm()
    fireEvent.change(field('Datum (UTC)'), { target: { value: '2026-05-01' } })
    await fillValidEntry()
    await userEvent.click(screen.getByRole('button', { name: 'Eintrag speichern' }))
    const question = await screen.findByRole('dialog', { name: 'Nachtrag?' })
    expect(question).toHaveTextContent('Start oder Landung liegen vor dem letzten Eintrag #13.')
    await userEvent.click(within(question).getByRole('button', { name: 'Ja' }))
    expect(screen.getByRole('radio', { name: 'Nachtrag' })).toBeChecked()
    await waitFor(() => expect(field('Bemerkungen')).toHaveAccessibleDescription('Bitte alle Pflichtfelder ausfüllen'))
    expect(posts).toHaveLength(0)

    await userEvent.type(field('Bemerkungen'), 'Vergessener Flug{Enter}')
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({ type: 'addendum', notes: 'Vergessener Flug', date: '2026-05-01' })
  })

  it('saves an earlier flight unchanged when the answer is No', async () => {
    const posts = acceptEntries()
    await renderForm('en')
    fireEvent.change(field('Date (UTC)'), { target: { value: '2026-05-01' } })
    await chooseAirport('Departure airport', 'EDKB', 'EDKB – Bonn-Hangelar')
    await userEvent.type(field('Takeoff (UTC)'), '10:00')
    await userEvent.type(field('Landing (UTC)'), '11:00')
    await userEvent.click(screen.getByRole('button', { name: 'Save entry' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Addendum?' })).getByRole('button', { name: 'No' }),
    )
    await waitFor(() => expect(posts).toHaveLength(1))
    // The pilot's answer goes along, so the server does not ask again.
    expect(posts[0]).toMatchObject({ type: 'origin', confirm_earlier: true })
  })

  it('asks the addendum question when the server finds the flight earlier than its latest entry', async () => {
    const posts: Record<string, unknown>[] = []
    server.use(
      http.post('/api/flight_logs/submit', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        posts.push(body)
        if (!body.confirm_earlier) {
          const latest = { number: 20, date: '2026-05-03', time_takeoff_utc: null, time_landing_utc: null }
          return HttpResponse.json(
            { errors: [{ message: 'Earlier than entry no. 20', data: { code: 'earlierThanLatest', latest } }] },
            { status: 409 },
          )
        }
        return HttpResponse.json(
          { doc: { id: 201, number: 21, ...body }, message: 'Created', duplicate: false, signature: null },
          { status: 201 },
        )
      }),
    )
    await renderForm('en')
    await chooseAirport('Departure airport', 'EDKB', 'EDKB – Bonn-Hangelar')
    await userEvent.type(field('Takeoff (UTC)'), '10:00')
    await userEvent.type(field('Landing (UTC)'), '11:00{Enter}')
    const question = await screen.findByRole('dialog', { name: 'Addendum?' })
    expect(question).toHaveTextContent('Takeoff or landing is earlier than the latest entry. Is this an addendum?')
    await userEvent.click(within(question).getByRole('button', { name: 'No' }))
    await waitFor(() => expect(posts).toHaveLength(2))
    expect(posts[0]).not.toHaveProperty('confirm_earlier')
    expect(posts[1]).toMatchObject({ type: 'origin', confirm_earlier: true })
    // The same entry asked twice: one client id, so the server can never store it twice.
    expect(posts[1]!.client_id).toBe(posts[0]!.client_id)
    expect(await screen.findByText('Journey-log entry saved successfully')).toBeInTheDocument()
  })

  it('puts the server’s field errors at their fields and its message in an alert', async () => {
    server.use(
      http.post('/api/flight_logs/submit', () =>
        HttpResponse.json(
          {
            errors: [
              {
                message: 'Das folgende Feld ist ungültig: ldg_utc',
                data: { errors: [{ path: 'ldg_utc', message: 'Landung nach Sonnenuntergang' }] },
              },
            ],
          },
          { status: 400 },
        ),
      ),
    )
    await renderForm()
    await fillValidEntry()
    await userEvent.click(screen.getByRole('button', { name: 'Eintrag speichern' }))
    await waitFor(() => expect(field('Landung (UTC)')).toHaveAccessibleDescription('Landung nach Sonnenuntergang'))
    expect(screen.getByRole('alert')).toHaveTextContent('Das folgende Feld ist ungültig: ldg_utc')
  })

  it('shows the server’s 409 for a second entry with the same takeoff at the takeoff time', async () => {
    server.use(
      http.post('/api/flight_logs/submit', () =>
        HttpResponse.json(
          {
            errors: [
              {
                message: 'This aircraft already has entry no. 13 with this takeoff time',
                data: {
                  errors: [
                    { path: 'to_utc', message: 'This aircraft already has entry no. 13 with this takeoff time' },
                  ],
                },
              },
            ],
          },
          { status: 409 },
        ),
      ),
    )
    await renderForm('en')
    await chooseAirport('Departure airport', 'EDKB', 'EDKB – Bonn-Hangelar')
    await userEvent.type(field('Takeoff (UTC)'), '10:00')
    await userEvent.type(field('Landing (UTC)'), '11:00{Enter}')
    await waitFor(() =>
      expect(field('Takeoff (UTC)')).toHaveAccessibleDescription(
        'This aircraft already has entry no. 13 with this takeoff time',
      ),
    )
  })

  it('saves with Enter, confirms, resets the form and reloads the boardbook', async () => {
    const posts = acceptEntries()
    await renderForm()
    await carriedForward()
    await fillValidEntry()
    await userEvent.type(field('Hobbs Ende'), '1235:30')
    const loadsBefore = boardbookLoads.length
    await userEvent.type(field('Landung (UTC)'), '{Enter}')
    expect(await screen.findByText('Bordbucheintrag erfolgreich gespeichert')).toBeInTheDocument()
    expect(posts[0]).toEqual({
      customer_aircraft: AIRCRAFT.id,
      registration: 'D-EKLU',
      type: 'origin',
      date: new Date().toISOString().slice(0, 10),
      nature_of_flight: 'private',
      pilot: ME.id,
      pilot_duty: 'pic',
      location_to: EDKB.id,
      location_ldg: EDKB.id,
      is_batch: false,
      to_utc: '10:00',
      ldg_utc: '11:00',
      cnt_ldg: 1,
      hobbs_unit: 'hh_mm',
      hobbs_eng1_start: '1234:30',
      hobbs_eng1_end: '1235:30',
      cnt_cycle_eng1_start: 812,
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    await waitFor(() => expect(field('Startflugplatz')).toHaveValue(''))
    expect(field('Start (UTC)')).toHaveValue('')
    expect(field('Pilot')).toHaveValue('Jonas Becker (JBE)')
    await waitFor(() => expect(boardbookLoads.length).toBeGreaterThan(loadsBefore))
  })

  it('sends the nature of flight, the crew’s duties and the incidents apart from the notes', async () => {
    const posts = acceptEntries()
    await renderForm('en')
    expect(field('Nature of flight')).toHaveValue('Private')
    expect(field('Pilot’s duty')).toHaveValue('Pilot in command')
    expect(field('Co-pilot’s duty')).toBeDisabled()
    expect(field('Persons on board')).toHaveValue('1')
    expect(field('Persons on board')).toHaveAttribute('readonly')

    await choose('Nature of flight', 'Check or test flight')
    await chooseCopilot('en')
    expect(field('Co-pilot’s duty')).toBeEnabled()
    expect(field('Co-pilot’s duty')).toHaveValue('Co-pilot')
    await choose('Pilot’s duty', 'Instructor')
    await choose('Co-pilot’s duty', 'Student')
    await userEvent.type(field('Guests'), '2')
    expect(field('Persons on board')).toHaveValue('4')
    await chooseAirport('Departure airport', 'EDKB', 'EDKB – Bonn-Hangelar')
    await userEvent.type(field('Takeoff (UTC)'), '10:00')
    await userEvent.type(field('Landing (UTC)'), '11:00')
    await userEvent.type(field('Incidents and observations'), 'Alternator warning light in the climb')
    await userEvent.type(field('Notes'), 'Test flight after the annual inspection{Enter}')
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({
      nature_of_flight: 'check_flight',
      pilot: ME.id,
      pilot_duty: 'instructor',
      copilot: COPILOT.id,
      copilot_duty: 'student',
      cnt_guests: 2,
      incidents: 'Alternator warning light in the climb',
      notes: 'Test flight after the annual inspection',
    })
    // The server counts the persons on board itself.
    expect(posts[0]).not.toHaveProperty('persons_on_board')
  })

  it('preselects the instructor as the copilot’s duty beside a student pilot', async () => {
    await renderForm()
    await choose('Funktion Pilot', 'Flugschüler')
    await chooseCopilot()
    expect(field('Funktion Copilot')).toHaveValue('Fluglehrer')

    // Later choices: a student pilot turns the copilot into the instructor; no copilot, no duty.
    await choose('Funktion Pilot', 'Verantwortlicher Pilot (PIC)')
    await choose('Funktion Copilot', 'Copilot')
    await choose('Funktion Pilot', 'Flugschüler')
    expect(field('Funktion Copilot')).toHaveValue('Fluglehrer')
    // The lookup's clear button, which Mantine hides from assistive technology.
    await userEvent.click(within(field('Copilot').parentElement!).getByRole('button', { hidden: true }))
    await waitFor(() => expect(field('Funktion Copilot')).toBeDisabled())
    expect(field('Funktion Copilot')).toHaveValue('')
    expect(field('Personen an Bord')).toHaveValue('1')
  })

  it('shows a broken crew rule at the duty field and sends nothing', async () => {
    const posts = acceptEntries()
    await renderForm()
    await fillValidEntry()
    await choose('Funktion Pilot', 'Copilot')
    await userEvent.click(screen.getByRole('button', { name: 'Eintrag speichern' }))
    const onePilotInCommand = i18next.t('onePilotInCommand', { ns: 'messages' })
    expect(onePilotInCommand).not.toBe('onePilotInCommand')
    await waitFor(() => expect(field('Funktion Pilot')).toHaveAccessibleDescription(onePilotInCommand))

    // A student pilot alone has no instructor; a copilot as instructor settles both rules.
    await choose('Funktion Pilot', 'Flugschüler')
    const studentNeedsInstructor = i18next.t('studentNeedsInstructor', { ns: 'messages' })
    await waitFor(() => expect(field('Funktion Pilot')).toHaveAccessibleDescription(studentNeedsInstructor))
    await chooseCopilot()
    await waitFor(() => expect(field('Funktion Pilot')).not.toHaveAccessibleDescription(studentNeedsInstructor))
    expect(field('Funktion Copilot')).toHaveValue('Fluglehrer')
    expect(posts).toHaveLength(0)
  })

  it('reads times typed on a phone keypad as HH:mm (Hobbs readings keep the meter’s form)', async () => {
    const posts = acceptEntries()
    await renderForm()
    await carriedForward()
    await chooseAirport('Startflugplatz', 'EDKB', 'EDKB – Bonn-Hangelar')
    await userEvent.type(field('Start (UTC)'), '930')
    await userEvent.type(field('Landung (UTC)'), '10.15')
    await userEvent.type(field('Off-Block (UTC)'), '0920')
    await userEvent.type(field('Hobbs Ende'), '1235:25')
    await userEvent.click(field('Bemerkungen'))
    expect(field('Start (UTC)')).toHaveValue('09:30')
    expect(field('Landung (UTC)')).toHaveValue('10:15')
    expect(field('Off-Block (UTC)')).toHaveValue('09:20')
    expect(field('Hobbs Ende')).toHaveValue('1235:25')
    expect(field('Start (UTC)')).toHaveAttribute('inputmode', 'decimal')
    await userEvent.type(field('Bemerkungen'), '{Enter}')
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({
      to_utc: '09:30',
      ldg_utc: '10:15',
      off_block_utc: '09:20',
      hobbs_eng1_end: '1235:25',
    })
  })

  it('says when a landing after midnight UTC falls on the next day, and saves it', async () => {
    const posts = acceptEntries()
    await renderForm('en')
    await chooseAirport('Departure airport', 'EDKB', 'EDKB – Bonn-Hangelar')
    const today = new Date()
    const yesterday = new Date(today.getTime() - 86_400_000).toISOString().slice(0, 10)
    fireEvent.change(field('Date (UTC)'), { target: { value: yesterday } })
    await userEvent.type(field('Takeoff (UTC)'), '2330')
    await userEvent.type(field('Landing (UTC)'), '0015')
    const landingDay = new Intl.DateTimeFormat('en-GB', {
      year: '2-digit',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    })
    expect(await screen.findByText(`Landing on ${landingDay.format(today)} (next day, UTC)`)).toBeInTheDocument()
    await userEvent.type(field('Landing (UTC)'), '{Enter}')
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({ date: yesterday, to_utc: '23:30', ldg_utc: '00:15' })
  })

  it('departs where the aircraft last landed; one tap and typing changes it, and the arrival follows', async () => {
    server.use(
      http.get('/api/flight_logs/boardbook', () =>
        HttpResponse.json({ ...BOARDBOOK, latest: { ...BOARDBOOK.latest, arrival: EDDK } }),
      ),
    )
    const posts = acceptEntries()
    await renderForm('en')
    await waitFor(() => expect(field('Departure airport')).toHaveValue('EDDK – Köln/Bonn'))
    expect(field('Landing airport')).toHaveValue('EDDK – Köln/Bonn')
    // Typed and chosen again, the same aerodrome stays chosen and shows its name.
    await userEvent.click(field('Departure airport'))
    await userEvent.keyboard('EDDK')
    await userEvent.click(await screen.findByRole('option', { name: 'EDDK – Köln/Bonn' }))
    expect(field('Departure airport')).toHaveValue('EDDK – Köln/Bonn')
    // The tap selects the whole label: what is typed replaces it.
    await userEvent.click(field('Departure airport'))
    await userEvent.keyboard('EDKB')
    expect(field('Departure airport')).toHaveValue('EDKB')
    await userEvent.click(await screen.findByRole('option', { name: 'EDKB – Bonn-Hangelar' }))
    expect(field('Landing airport')).toHaveValue('EDKB – Bonn-Hangelar')
    await userEvent.type(field('Takeoff (UTC)'), '10:00')
    await userEvent.type(field('Landing (UTC)'), '11:00{Enter}')
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({ location_to: EDKB.id, location_ldg: EDKB.id })
  })

  it('never puts a late prefill into what the pilot is typing', async () => {
    let answer: () => void = () => undefined
    const loaded = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get('/api/flight_logs/boardbook', async () => {
        await loaded
        return HttpResponse.json({ ...BOARDBOOK, latest: { ...BOARDBOOK.latest, arrival: EDDK } })
      }),
    )
    await renderForm('en')
    await userEvent.click(field('Departure airport'))
    await userEvent.keyboard('EDK')
    // The journey log arrives while the pilot is at the field: the departure stays theirs.
    answer()
    await waitFor(() => expect(field('Landing airport')).toHaveValue('EDDK – Köln/Bonn'))
    expect(field('Departure airport')).toHaveValue('EDK')
  })

  it('takes the date as the takeoff’s UTC day: a flight before midnight entered after it is yesterday’s', async () => {
    vi.setSystemTime(new Date(`${new Date().toISOString().slice(0, 10)}T01:10:00.000Z`))
    const today = new Date().toISOString().slice(0, 10)
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    const posts = acceptEntries()
    await renderForm('en')
    expect(field('Date (UTC)')).toHaveAccessibleDescription(
      'The day of the takeoff in UTC. It follows the takeoff time until you change it yourself.',
    )
    expect(field('Date (UTC)')).toHaveValue(today)
    await chooseAirport('Departure airport', 'EDKB', 'EDKB – Bonn-Hangelar')
    await userEvent.type(field('Takeoff (UTC)'), '2340')
    await waitFor(() => expect(field('Date (UTC)')).toHaveValue(yesterday))
    await userEvent.type(field('Landing (UTC)'), '0020{Enter}')
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({ date: yesterday, to_utc: '23:40', ldg_utc: '00:20' })
  })

  it('clears a time’s “in the future” at once when the pilot corrects the date', async () => {
    vi.setSystemTime(new Date(`${new Date().toISOString().slice(0, 10)}T01:10:00.000Z`))
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const posts = acceptEntries()
    await renderForm('en')
    await chooseAirport('Departure airport', 'EDKB', 'EDKB – Bonn-Hangelar')
    // The pilot set the date by hand: it no longer follows the takeoff.
    fireEvent.change(field('Date (UTC)'), { target: { value: tomorrow } })
    await userEvent.type(field('Takeoff (UTC)'), '00:40')
    await userEvent.type(field('Landing (UTC)'), '01:00{Enter}')
    await waitFor(() => expect(field('Date (UTC)')).toHaveAttribute('aria-invalid', 'true'))
    fireEvent.change(field('Date (UTC)'), { target: { value: yesterday } })
    await waitFor(() => expect(field('Date (UTC)')).not.toHaveAttribute('aria-invalid', 'true'))
    expect(field('Takeoff (UTC)')).not.toHaveAttribute('aria-invalid', 'true')
    expect(field('Landing (UTC)')).not.toHaveAttribute('aria-invalid', 'true')
    expect(posts).toHaveLength(0)
  })

  it('finds the entry a correction refers to on the server, named with the app’s date format', async () => {
    await renderForm()
    await userEvent.click(screen.getByRole('radio', { name: 'Korrektur' }))
    await userEvent.type(field('Bezieht sich auf Eintrag'), '12')
    const option = await screen.findByRole('option', { name: '#12 · 2. Mai 26 · EDKB → EDDK' })
    await waitFor(() => expect(boardbookLoads.some((url) => url.searchParams.get('q') === '12')).toBe(true))
    await userEvent.click(option)
    expect(field('Bezieht sich auf Eintrag')).toHaveValue('#12 · 2. Mai 26 · EDKB → EDDK')
  })

  describe('on a grounded aircraft', () => {
    it('names the defects, asks for the confirmation before it saves, and sends it along', async () => {
      server.use(fleetStatusHandler('grounded', GROUNDING_DEFECTS), defectsHandler())
      const posts = acceptEntries()
      await renderForm()
      const warning = await screen.findByRole('alert', { name: 'D-EKLU ist nicht flugklar' })
      expect(await within(warning).findByText('Beanstandung #21: Nose wheel shimmy, tyre cut')).toBeInTheDocument()
      // In the dialog the defects are named, not linked: leaving would drop the entry typed so far.
      expect(within(warning).queryByRole('link')).not.toBeInTheDocument()
      const limitations = screen.getByRole('alert', { name: 'Einschränkungen vor dem Flug beachten' })
      expect(within(limitations).getByText('Day VFR only')).toBeInTheDocument()

      const confirm = screen.getByRole('checkbox', {
        name: 'Ich bestätige, dass ich den Flug trotz der offenen Beanstandung eintrage',
      })
      expect(confirm).not.toBeChecked()
      await fillValidEntry()
      await userEvent.click(screen.getByRole('button', { name: 'Eintrag speichern' }))
      await waitFor(() =>
        expect(confirm).toHaveAccessibleDescription(
          'Bitte bestätigen Sie, dass Sie den Flug trotz der offenen Beanstandung eintragen.',
        ),
      )
      expect(confirm).toHaveFocus()
      expect(posts).toHaveLength(0)

      await userEvent.click(confirm)
      expect(confirm).not.toHaveAccessibleDescription()
      // The limitation in force is acknowledged too, and recorded as the pilot read it.
      const noted = screen.getByRole('checkbox', {
        name: 'Ich habe diese Hinweise vor dem Flug zur Kenntnis genommen.',
      })
      await userEvent.click(noted)
      await userEvent.click(screen.getByRole('button', { name: 'Eintrag speichern' }))
      await waitFor(() => expect(posts).toHaveLength(1))
      expect(posts[0]).toMatchObject({
        confirm_grounded: true,
        to_utc: '10:00',
        acknowledge_preflight: [{ key: 'limitation:22', text: 'Auflage aus Beanstandung #22: Day VFR only' }],
      })
      // The form starts over for the next flight, which is confirmed on its own.
      await waitFor(() => expect(field('Start (UTC)')).toHaveValue(''))
      expect(confirm).not.toBeChecked()
      expect(noted).not.toBeChecked()
    })

    it('names what is overdue or expired before the flight and saves only once the pilot has taken note', async () => {
      const status = fleetStatus()
      const summary = status.aircraft[0]!
      summary.status = 'overdue'
      summary.arc = { ...summary.arc, valid_until: '2026-04-30', days_left: -3, state: 'overdue', source: 'review' }
      summary.next_due = [
        {
          key: 'task-50h',
          kind: 'task',
          title: '50-Stunden-Kontrolle',
          reference: null,
          due: {
            limit: { hours: 50 },
            due_at: { minutes: 1230 * 60 },
            remaining: { minutes: -240 },
            consumed: 1.05,
            governing: 'hours',
            status: 'overdue',
            projected_date: null,
          },
        },
      ]
      summary.expiring_documents = [
        {
          id: 7,
          title: 'Versicherungsnachweis',
          tag: 'insurance-certificate',
          expires_at: '2026-05-01',
          days_left: -2,
        },
      ]
      server.use(http.get('/api/fleet/status', () => HttpResponse.json(status)))
      const posts = acceptEntries()
      await renderForm()
      const notice = await screen.findByRole('alert', { name: 'Vor dem Flug beachten' })
      expect(
        within(notice)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Die Bescheinigung über die Prüfung der Lufttüchtigkeit (ARC) ist seit 30. Apr. 26 abgelaufen.',
        'Überfällig: 50-Stunden-Kontrolle',
        'Abgelaufen am 1. Mai 26: Versicherungsnachweis',
      ])
      await fillValidEntry()
      await userEvent.click(screen.getByRole('button', { name: 'Eintrag speichern' }))
      const noted = screen.getByRole('checkbox', {
        name: 'Ich habe diese Hinweise vor dem Flug zur Kenntnis genommen.',
      })
      await waitFor(() =>
        expect(noted).toHaveAccessibleDescription(
          'Bitte bestätigen Sie, dass Sie diese Hinweise vor dem Flug zur Kenntnis genommen haben.',
        ),
      )
      expect(noted).toHaveFocus()
      expect(posts).toHaveLength(0)
      await userEvent.click(noted)
      await userEvent.click(screen.getByRole('button', { name: 'Eintrag speichern' }))
      await waitFor(() => expect(posts).toHaveLength(1))
      expect(posts[0]!.acknowledge_preflight).toEqual([
        {
          key: 'arc',
          text: 'Die Bescheinigung über die Prüfung der Lufttüchtigkeit (ARC) ist seit 30. Apr. 26 abgelaufen.',
        },
        { key: 'due:task-50h', text: 'Überfällig: 50-Stunden-Kontrolle' },
        { key: 'document:7', text: 'Abgelaufen am 1. Mai 26: Versicherungsnachweis' },
      ])
    })

    it('shows the server’s refusal and the confirmation when the aircraft was grounded meanwhile', async () => {
      const posts: Record<string, unknown>[] = []
      server.use(
        http.post('/api/flight_logs/submit', async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>
          posts.push(body)
          if (!body.confirm_grounded)
            return HttpResponse.json(
              {
                errors: [
                  {
                    message: 'D-EKLU is grounded by an open defect. Confirm that you enter the flight all the same.',
                    data: { code: 'aircraftGrounded' },
                  },
                ],
              },
              { status: 409 },
            )
          return HttpResponse.json(
            { doc: { id: 201, number: 21, ...body }, message: 'Created', duplicate: false, signature: null },
            { status: 201 },
          )
        }),
      )
      await renderForm('en')
      await screen.findByRole('button', { name: 'Save entry' })
      expect(screen.queryByRole('alert', { name: 'D-EKLU is grounded' })).not.toBeInTheDocument()
      await chooseAirport('Departure airport', 'EDKB', 'EDKB – Bonn-Hangelar')
      await userEvent.type(field('Takeoff (UTC)'), '10:00')
      await userEvent.type(field('Landing (UTC)'), '11:00{Enter}')

      const warning = await screen.findByRole('alert', { name: 'D-EKLU is grounded' })
      expect(warning).toHaveTextContent(
        'D-EKLU is grounded by an open defect. Confirm that you enter the flight all the same.',
      )
      const confirm = within(warning).getByRole('checkbox', {
        name: 'I confirm I am entering this flight despite the open defect',
      })
      await waitFor(() => expect(confirm).toHaveFocus())
      expect(posts).toHaveLength(1)
      expect(posts[0]).not.toHaveProperty('confirm_grounded')

      await userEvent.click(screen.getByRole('button', { name: 'Save entry' }))
      expect(
        await screen.findByText('Please confirm that you are entering this flight despite the open defect.'),
      ).toBeInTheDocument()
      expect(posts).toHaveLength(1)

      await userEvent.click(confirm)
      await userEvent.click(screen.getByRole('button', { name: 'Save entry' }))
      await waitFor(() => expect(posts).toHaveLength(2))
      expect(posts[1]).toMatchObject({ confirm_grounded: true })
      // The same flight: one client id, so the server can never store it twice.
      expect(posts[1]!.client_id).toBe(posts[0]!.client_id)
      expect(await screen.findByText('Journey-log entry saved successfully')).toBeInTheDocument()
    })
  })
})
