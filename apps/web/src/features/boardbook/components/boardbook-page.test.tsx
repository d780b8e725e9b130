import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { mediaQueryList } from '../../../testing/match-media'
import { mockServer, renderAt } from '../../../testing/render'
import { appHandlers } from '../../../testing/app-handlers'
import {
  AIRCRAFT,
  BOARDBOOK,
  defectsHandler,
  EMPTY_BOARDBOOK,
  ENTRIES,
  fleetStatusHandler,
  GROUNDING_DEFECTS,
  ME,
  SIGNED_BOARDBOOK,
  signingOf,
  VERIFIED,
} from '../testing/boardbook-fixtures'
import { boardbookQueryOptions } from '../api/get-boardbook'
import { localDb } from '../../../lib/local-db'
import { testQueryClient } from '../../../testing/render'
import { clearDevice, goOffline, waitingEntry } from '../testing/offline-fixtures'
import { BoardbookPage } from './boardbook-page'

const requests: URL[] = []
const server = mockServer(
  ...appHandlers(),
  http.get('/api/flight_logs/boardbook', ({ request }) => {
    requests.push(new URL(request.url))
    return HttpResponse.json(BOARDBOOK)
  }),
  http.get('/api/flight_logs/awaiting-signature', () => HttpResponse.json({ docs: [], totalDocs: 0 })),
  http.get('/api/customer_aircrafts/:id/journey-log/verify', () => HttpResponse.json(VERIFIED)),
  fleetStatusHandler(),
)

const page = (props: Partial<Parameters<typeof BoardbookPage>[0]> = {}) => (
  <BoardbookPage
    aircraftId={AIRCRAFT.id}
    aircraft={AIRCRAFT}
    canAddEntry
    currentUser={ME}
    page={1}
    onPageChange={() => {}}
    {...props}
  />
)

/** The boardbook is a table from a tablet's width up, cards on a phone: Mantine asks matchMedia. */
function screenWidth(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, wide))
}

describe('BoardbookPage', () => {
  it('lists the aircraft’s entries with the totals and the links between a correction and its original', async () => {
    screenWidth(true)
    await renderAt('/testing', { page: page() })
    const table = await screen.findByRole('table', { name: 'Bordbucheinträge' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(3)
    const [, correction, original] = rows as [HTMLElement, HTMLElement, HTMLElement]
    expect(within(correction).getByText('Korrektur')).toBeInTheDocument()
    expect(within(correction).getByRole('link', { name: 'korrigiert #12' })).toHaveAttribute('href', '#entry-12')
    expect(within(correction).getByText('JBE')).toBeInTheDocument()
    expect(within(correction).getByText(/SKO/)).toBeInTheDocument()
    expect(within(correction).getByText('Landing time corrected')).toBeInTheDocument()
    expect(within(original).getByRole('link', { name: 'korrigiert durch #13' })).toHaveAttribute('href', '#entry-13')
    expect(within(original).getByText('EDKB')).toBeInTheDocument()
    expect(within(original).getByText('11:05')).toBeInTheDocument()
    expect(within(original).getByText('1233:00 – 1234:30')).toBeInTheDocument()

    expect(within(screen.getByRole('group', { name: 'Flüge' })).getByText('1')).toBeInTheDocument()
    expect(within(screen.getByRole('group', { name: 'Flugstunden' })).getByText('01:15')).toBeInTheDocument()
    expect(within(screen.getByRole('group', { name: 'Motorstunden' })).getByText('01:30')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'In Flugakte erfasste Flüge' })).toBeInTheDocument()
    expect(screen.getByLabelText('Summen des Luftfahrzeugs')).toHaveTextContent(
      'Luftfahrzeug gesamt, mit dem Übertrag aus dem Papier-Bordbuch vom 1. Nov. 25: Zelle 1001:15 h · 801 Landungen · Motor 1234:30 h · 812 Zyklen',
    )
    expect(requests.at(-1)?.searchParams.get('aircraft')).toBe(String(AIRCRAFT.id))
    expect(requests.at(-1)?.searchParams.get('page')).toBe('1')
  })

  it('shows each entry as a card with number, date, route, times, crew and landings on a phone', async () => {
    screenWidth(false)
    await renderAt('/testing', { page: page(), language: 'en' })
    const list = await screen.findByRole('list', { name: 'Journey-log entries' })
    const cards = within(list).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    const original = cards[1]!
    expect(within(original).getByText(/#12/)).toBeInTheDocument()
    expect(within(original).getByText('EDKB')).toBeInTheDocument()
    expect(within(original).getByText('11:05')).toBeInTheDocument()
    expect(within(original).getByText('Jonas Becker (JBE)')).toBeInTheDocument()
    expect(within(cards[0]!).getByText(/SKO/)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(document.body.textContent).not.toContain('undefined')
  })

  it('shows the nature of flight, the persons on board, each crew member’s duty and a marked incident', async () => {
    screenWidth(true)
    await renderAt('/testing', { page: page() })
    const table = await screen.findByRole('table', { name: 'Bordbucheinträge' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    const cell = (row: HTMLElement, header: string) => within(row).getAllByRole('cell')[headers.indexOf(header)]!
    const [, correction, original] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement]

    expect(within(cell(correction, 'Flugart')).getByText('Schulung')).toHaveAttribute('title', 'Schulflug')
    expect(within(cell(correction, 'Flugart')).getByText('2 Pers.')).toHaveAttribute('title', 'Personen an Bord')
    const crew = cell(correction, 'Pilot / Copilot')
    expect(crew).toHaveTextContent('JBE FS / SKO FI')
    expect(within(crew).getByText('FS')).toHaveAttribute('title', 'Flugschüler')
    expect(within(crew).getByText('FI')).toHaveAttribute('title', 'Fluglehrer')
    const notes = cell(correction, 'Bemerkungen')
    expect(within(notes).getByRole('img', { name: 'Besondere Vorkommnisse' })).toBeInTheDocument()
    expect(within(notes).getByText('Bird strike on final, no damage found')).toBeInTheDocument()
    expect(within(notes).getByText('Landing time corrected')).toBeInTheDocument()

    // Stored before these items were recorded.
    expect(cell(original, 'Flugart')).toHaveTextContent(/^–$/)
    expect(cell(original, 'Pilot / Copilot')).toHaveTextContent(/^JBE$/)
    expect(within(original).queryByRole('img', { name: 'Besondere Vorkommnisse' })).not.toBeInTheDocument()
  })

  it('names the nature of flight, the persons on board and the incidents in full on a phone card', async () => {
    screenWidth(false)
    await renderAt('/testing', { page: page(), language: 'en' })
    const list = await screen.findByRole('list', { name: 'Journey-log entries' })
    const [correction, original] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement]
    expect(correction).toHaveTextContent(/Nature\s*Training/)
    expect(correction).toHaveTextContent(/Persons on board\s*2/)
    expect(within(correction).getByRole('img', { name: 'Incidents and observations' })).toBeInTheDocument()
    expect(within(correction).getByText('Bird strike on final, no damage found')).toBeInTheDocument()
    expect(within(original).queryByRole('img', { name: 'Incidents and observations' })).not.toBeInTheDocument()
  })

  it('says so when the aircraft has no entries yet', async () => {
    server.use(http.get('/api/flight_logs/boardbook', () => HttpResponse.json(EMPTY_BOARDBOOK)))
    await renderAt('/testing', { page: page(), language: 'en' })
    expect(await screen.findByText('No entries yet for this aircraft.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(within(screen.getByRole('group', { name: 'Flight hours' })).getByText('00:00')).toBeInTheDocument()
  })

  it('asks for an aircraft when none is selected and loads nothing', async () => {
    const before = requests.length
    await renderAt('/testing', { page: page({ aircraftId: undefined, aircraft: undefined }) })
    expect(screen.getByRole('region', { name: 'Welches Luftfahrzeug?' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(requests).toHaveLength(before)
  })

  it('shows a skeleton while loading and the server’s message when loading fails', async () => {
    server.use(
      http.get('/api/flight_logs/boardbook', () =>
        HttpResponse.json({ errors: [{ message: 'Sie dürfen dieses Luftfahrzeug nicht sehen.' }] }, { status: 403 }),
      ),
    )
    await renderAt('/testing', { page: page() })
    expect(screen.getByLabelText('Wird geladen…')).toHaveAttribute('aria-busy', 'true')
    expect(await screen.findByRole('alert')).toHaveTextContent('Sie dürfen dieses Luftfahrzeug nicht sehen.')
  })

  it('pages on the server', async () => {
    server.use(
      http.get('/api/flight_logs/boardbook', () =>
        HttpResponse.json({ ...BOARDBOOK, totalDocs: 60, totalPages: 3, hasNextPage: true }),
      ),
    )
    const onPageChange = vi.fn()
    await renderAt('/testing', { page: page({ onPageChange }) })
    await userEvent.click(await screen.findByRole('button', { name: 'Seite 2' }))
    expect(onPageChange).toHaveBeenCalledWith(2)
  })

  it('offers no add-entry button where the server would refuse the entry', async () => {
    await renderAt('/testing', { page: page({ canAddEntry: false }) })
    await screen.findByRole('heading', { name: 'Bordbuch D-EKLU' })
    expect(screen.queryByRole('button', { name: 'Eintrag hinzufügen' })).not.toBeInTheDocument()
  })

  // The dialog holds the whole entry form, which under jsdom on a busy machine renders beyond five seconds.
  it('opens the add-entry dialog', { timeout: 20_000 }, async () => {
    await renderAt('/testing', { page: page() })
    await userEvent.click(await screen.findByRole('button', { name: 'Eintrag hinzufügen' }))
    expect(await screen.findByRole('dialog', { name: 'Bordbucheintrag hinzufügen' })).toBeInTheDocument()
    expect(screen.getByLabelText('Kennzeichen')).toHaveValue('D-EKLU')
  })

  describe('sign-off', () => {
    const signed = () => server.use(http.get('/api/flight_logs/boardbook', () => HttpResponse.json(SIGNED_BOARDBOOK)))

    it('shows in the table who signed an entry and when, and offers to sign one that awaits the caller', async () => {
      screenWidth(true)
      signed()
      server.use(
        http.get(`/api/flight_logs/${ENTRIES[0]!.id}/signing`, async () =>
          HttpResponse.json(await signingOf(ENTRIES[0]!)),
        ),
      )
      await renderAt('/testing', { page: page(), language: 'en' })
      const table = await screen.findByRole('table', { name: 'Journey-log entries' })
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
      const cell = (row: HTMLElement) => within(row).getAllByRole('cell')[headers.indexOf('Signature')]!
      const [, correction, original] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement]

      expect(cell(original)).toHaveTextContent('✓ Jonas Becker2 May 26Passkey')
      expect(within(cell(original)).getByText('✓ Jonas Becker').parentElement).toHaveAttribute(
        'title',
        'Signed by Jonas Becker, 2 May 26, Saturday 11:30 UTC (Passkey)',
      )
      expect(within(cell(original)).queryByRole('button')).not.toBeInTheDocument()
      expect(within(cell(correction)).getByText('awaiting').parentElement).toHaveAttribute(
        'title',
        'Awaiting signature',
      )

      await userEvent.click(within(cell(correction)).getByRole('button', { name: 'Sign entry #13' }))
      const dialog = await screen.findByRole('dialog', { name: 'Sign entry #13' })
      expect(await within(dialog).findByRole('button', { name: 'Sign with password' })).toBeInTheDocument()
    })

    it('says so on a phone card, without a sign button where the caller may not sign', async () => {
      screenWidth(false)
      server.use(
        http.get('/api/flight_logs/boardbook', () =>
          HttpResponse.json({
            ...SIGNED_BOARDBOOK,
            docs: [{ ...SIGNED_BOARDBOOK.docs[0]!, may_sign: false }, SIGNED_BOARDBOOK.docs[1]!],
          }),
        ),
      )
      await renderAt('/testing', { page: page() })
      const list = await screen.findByRole('list', { name: 'Bordbucheinträge' })
      const [correction, original] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement]
      expect(within(original).getByText('✓ Jonas Becker, 2. Mai 26, Samstag, 11:30 UTC')).toBeInTheDocument()
      expect(within(original).getByText('Passkey')).toBeInTheDocument()
      expect(within(correction).getByText('Unterschrift ausstehend')).toBeInTheDocument()
      expect(within(correction).queryByRole('button', { name: 'Eintrag #13 unterschreiben' })).not.toBeInTheDocument()
    })

    it('leads to the entries awaiting the caller’s signature, with their count', async () => {
      server.use(
        http.get('/api/flight_logs/awaiting-signature', () =>
          HttpResponse.json({ docs: [SIGNED_BOARDBOOK.docs[0]], totalDocs: 3 }),
        ),
      )
      await renderAt('/testing', { page: page(), language: 'en' })
      expect(await screen.findByRole('link', { name: '3 entries to sign' })).toHaveAttribute(
        'href',
        '/boardbook/awaiting-signature',
      )
    })

    it('offers no way to the awaiting entries when none await the caller', async () => {
      screenWidth(true)
      await renderAt('/testing', { page: page(), language: 'en' })
      await screen.findByRole('table', { name: 'Journey-log entries' })
      await screen.findByText('Integrity verified: 2 entries')
      expect(screen.queryByRole('link', { name: /to sign/ })).not.toBeInTheDocument()
    })
  })

  it('shows the entries before the integrity check has answered, and its finding once it has', async () => {
    screenWidth(true)
    let answer: (() => void) | undefined
    server.use(
      http.get('/api/customer_aircrafts/:id/journey-log/verify', async () => {
        await new Promise<void>((resolve) => (answer = resolve))
        return HttpResponse.json({ ...VERIFIED, ok: false, firstBroken: { number: 12, reason: 'content' } })
      }),
    )
    await renderAt('/testing', { page: page(), language: 'en' })
    expect(await screen.findByRole('table', { name: 'Journey-log entries' })).toBeInTheDocument()
    expect(screen.getByText('Checking integrity…')).toBeInTheDocument()
    await waitFor(() => expect(answer).toBeDefined())
    answer!()
    expect(
      await screen.findByText('Entry no. 12 does not match its record (changed after it was recorded)'),
    ).toBeInTheDocument()
  })

  it('names the place where the aircraft’s event log stops matching its signed heads', async () => {
    screenWidth(true)
    server.use(
      http.get('/api/customer_aircrafts/:id/journey-log/verify', () =>
        HttpResponse.json({
          ...VERIFIED,
          ok: false,
          firstBroken: null,
          log: { ok: false, size: 9, firstBroken: { seq: 6, reason: 'truncated' } },
        }),
      ),
    )
    await renderAt('/testing', { page: page(), language: 'en' })
    expect(await screen.findByText("The aircraft's log was cut short after record 7")).toBeInTheDocument()
  })

  it('prints the whole journey log as a PDF in a new tab', async () => {
    const pdfs: URL[] = []
    server.use(
      http.get('/api/customer_aircrafts/:id/journey-log.pdf', ({ request }) => {
        pdfs.push(new URL(request.url))
        return new HttpResponse(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } })
      }),
    )
    const tab = { location: { href: '' }, close: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
    URL.createObjectURL = vi.fn(() => 'blob:journey-log')
    URL.revokeObjectURL = vi.fn()
    await renderAt('/testing', { page: page(), language: 'en' })
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }))
    await waitFor(() => expect(tab.location.href).toBe('blob:journey-log'))
    expect(pdfs.map((url) => `${url.pathname}${url.search}`)).toEqual([
      `/api/customer_aircrafts/${AIRCRAFT.id}/journey-log.pdf`,
    ])
  })

  it('offers the record export only where the server allows it', async () => {
    const { unmount } = await renderAt('/testing', { page: page(), language: 'en' })
    await screen.findByRole('button', { name: 'Print' })
    expect(screen.queryByRole('button', { name: 'Record export' })).not.toBeInTheDocument()
    unmount()
    await renderAt('/testing', { page: page({ canExportRecord: true }), language: 'en' })
    expect(await screen.findByRole('button', { name: 'Record export' })).toBeInTheDocument()
  })

  describe('defects', () => {
    it('warns that an open defect grounds the aircraft, names it and shows the limitations before flight', async () => {
      server.use(fleetStatusHandler('grounded', GROUNDING_DEFECTS), defectsHandler())
      await renderAt('/testing', { page: page() })
      const grounded = await screen.findByRole('alert', { name: 'D-EKLU ist nicht flugklar' })
      expect(grounded).toHaveTextContent('Eine offene Beanstandung verbietet den Weiterflug:')
      const defect = await within(grounded).findByRole('link', {
        name: 'Beanstandung #21: Nose wheel shimmy, tyre cut',
      })
      expect(defect).toHaveAttribute('href', `/defects?aircraft=${AIRCRAFT.id}&defect=21`)
      expect(within(grounded).getByRole('link', { name: 'Beanstandungen ansehen' })).toHaveAttribute(
        'href',
        `/defects?aircraft=${AIRCRAFT.id}`,
      )
      const limitations = screen.getByRole('alert', { name: 'Einschränkungen vor dem Flug beachten' })
      expect(within(limitations).getByText('Day VFR only')).toBeInTheDocument()
      expect(limitations).toHaveTextContent('zu Beanstandung #22: Landing light inoperative · Frist: 1244:30 h')
    })

    it('shows no warning for an airworthy aircraft', async () => {
      await renderAt('/testing', { page: page(), language: 'en' })
      await screen.findByRole('heading', { name: 'Journey log D-EKLU' })
      await screen.findByText('Integrity verified: 2 entries')
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    })

    it('offers to report a defect where the server takes reports', async () => {
      const { unmount } = await renderAt('/testing', { page: page(), language: 'en' })
      await screen.findByRole('heading', { name: 'Journey log D-EKLU' })
      expect(screen.queryByRole('link', { name: 'Report defect' })).not.toBeInTheDocument()
      unmount()
      await renderAt('/testing', { page: page({ canReportDefect: true }) })
      expect(await screen.findByRole('link', { name: 'Beanstandung melden' })).toHaveAttribute(
        'href',
        `/defects?aircraft=${AIRCRAFT.id}&report=1`,
      )
    })

    const withDefect = {
      ...BOARDBOOK,
      docs: [ENTRIES[0]!, { ...ENTRIES[1]!, defects: [31, 32] }],
    }

    it('marks the entry a defect was reported from, in the table', async () => {
      screenWidth(true)
      server.use(http.get('/api/flight_logs/boardbook', () => HttpResponse.json(withDefect)))
      await renderAt('/testing', { page: page() })
      const table = await screen.findByRole('table', { name: 'Bordbucheinträge' })
      const [, correction, original] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement]
      expect(within(original).getByRole('link', { name: 'Beanstandung gemeldet' })).toHaveAttribute(
        'href',
        `/defects?aircraft=${AIRCRAFT.id}&defect=31`,
      )
      expect(within(correction).queryByRole('link', { name: 'Beanstandung gemeldet' })).not.toBeInTheDocument()
    })

    it('marks it on a phone card too', async () => {
      screenWidth(false)
      server.use(http.get('/api/flight_logs/boardbook', () => HttpResponse.json(withDefect)))
      await renderAt('/testing', { page: page(), language: 'en' })
      const list = await screen.findByRole('list', { name: 'Journey-log entries' })
      const [correction, original] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement]
      expect(within(original).getByRole('link', { name: 'Defect reported' })).toHaveAttribute(
        'href',
        `/defects?aircraft=${AIRCRAFT.id}&defect=31`,
      )
      expect(within(correction).queryByRole('link', { name: 'Defect reported' })).not.toBeInTheDocument()
    })
  })

  describe('with entries on the device and without a connection', () => {
    const verifies: URL[] = []
    beforeEach(async () => {
      await clearDevice()
      requests.length = 0
      verifies.length = 0
      server.use(
        http.get('/api/customer_aircrafts/:id/journey-log/verify', ({ request }) => {
          verifies.push(new URL(request.url))
          return HttpResponse.json(VERIFIED)
        }),
      )
    })

    /** The page as the device kept it from a load at 2 May 2026, 12:00 UTC. */
    function keptPage() {
      const queryClient = testQueryClient()
      queryClient.setQueryData(boardbookQueryOptions({ aircraft: AIRCRAFT.id, page: 1 }).queryKey, BOARDBOOK, {
        updatedAt: Date.parse('2026-05-02T12:00:00.000Z'),
      })
      return queryClient
    }

    it('shows the author’s entries of this aircraft not yet sent above the journey log, marked and without a number', async () => {
      screenWidth(true)
      await localDb.outbox.bulkPut([
        waitingEntry(),
        waitingEntry(
          { date: '2026-05-04', to_utc: '14:00', ldg_utc: '15:00' },
          {
            status: 'attention',
            created_at: Date.parse('2026-05-04T15:10:00.000Z'),
            labels: { pilot: 'Jonas Becker (JBE)', copilot: 'Sophie Koch (SKO)', location_to: 'EDKB – Bonn-Hangelar' },
          },
        ),
        waitingEntry({}, { aircraft_id: 5, registration: 'D-EDRS' }),
        waitingEntry({}, { user_id: 8 }),
      ])
      await renderAt('/testing', { page: page() })
      const section = await screen.findByRole('region', { name: 'Noch nicht im Bordbuch' })
      const cards = within(within(section).getByRole('list', { name: 'Noch nicht im Bordbuch' })).getAllByRole(
        'listitem',
      )
      expect(cards).toHaveLength(2)
      const [waiting, attention] = cards as [HTMLElement, HTMLElement]
      expect(waiting).toHaveTextContent('3. Mai 26 · 09:00–10:10 UTC')
      expect(waiting).toHaveTextContent('EDKB – Bonn-Hangelar → EDDK – Köln/Bonn')
      expect(waiting).toHaveTextContent('Pilot: Jonas Becker (JBE)')
      expect(within(waiting).getByText('wartet auf Senden')).toBeInTheDocument()
      expect(waiting).not.toHaveTextContent('#')
      expect(attention).toHaveTextContent('4. Mai 26 · 14:00–15:00 UTC')
      expect(attention).toHaveTextContent('EDKB – Bonn-Hangelar → –')
      expect(attention).toHaveTextContent('Pilot: Jonas Becker (JBE) / Sophie Koch (SKO)')
      expect(within(attention).getByText('braucht Ihre Aufmerksamkeit')).toBeInTheDocument()
      expect(within(section).getByRole('link', { name: 'Alle noch nicht gesendeten Einträge' })).toHaveAttribute(
        'href',
        '/boardbook/outbox',
      )
      // Online, the journey log itself is there as always, and no offline line.
      expect(await screen.findByRole('table', { name: 'Bordbucheinträge' })).toBeInTheDocument()
      expect(screen.queryByText(/^Offline:/)).not.toBeInTheDocument()
    })

    it('shows nothing of the kind while the outbox holds nothing of this aircraft', async () => {
      await localDb.outbox.put(waitingEntry({}, { aircraft_id: 5, registration: 'D-EDRS' }))
      await renderAt('/testing', { page: page(), language: 'en' })
      await screen.findByRole('heading', { name: 'Journey log D-EKLU' })
      expect(screen.queryByRole('region', { name: 'Not yet in the journey log' })).not.toBeInTheDocument()
    })

    it('says offline which state of the journey log it shows, and leaves out what needs the server', async () => {
      screenWidth(false)
      await localDb.outbox.put(
        waitingEntry({ is_batch: true, to_utc: undefined, ldg_utc: undefined, flight_time: '01:15' }),
      )
      // A request the app still tries offline fails without an answer; the page kept stays.
      server.use(http.get('/api/flight_logs/boardbook', () => HttpResponse.error()))
      goOffline()
      await renderAt('/testing', { page: page({ canExportRecord: true }), language: 'en', queryClient: keptPage() })
      expect(
        await screen.findByText('Offline: the journey log as last loaded on 2 May 26, Saturday 12:00 UTC'),
      ).toBeInTheDocument()
      expect(
        screen.getByText('Checking integrity, printing and the record export need a connection.'),
      ).toBeInTheDocument()
      const cards = within(screen.getByRole('list', { name: 'Journey-log entries' })).getAllByRole('listitem')
      expect(cards).toHaveLength(2)
      const section = await screen.findByRole('region', { name: 'Not yet in the journey log' })
      const [batch] = within(section).getAllByRole('listitem') as [HTMLElement]
      expect(batch).toHaveTextContent('3 May 26 · batch · Flight time 01:15')
      expect(within(batch).getByText('waiting to be sent')).toBeInTheDocument()
      expect(within(section).getByRole('link', { name: 'All entries not yet sent' })).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Record export' })).not.toBeInTheDocument()
      expect(screen.queryByText('Checking integrity…')).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Add entry' })).toBeEnabled()
      expect(verifies).toHaveLength(0)
    })

    it('says in German when the shown state was loaded, once the connection drops', async () => {
      screenWidth(true)
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2026-05-03T08:45:00.000Z'))
      await renderAt('/testing', { page: page({ canExportRecord: true }) })
      expect(await screen.findByRole('table', { name: 'Bordbucheinträge' })).toBeInTheDocument()
      expect(requests).toHaveLength(1)
      vi.useRealTimers()
      expect(screen.getByRole('button', { name: 'Drucken' })).toBeInTheDocument()
      goOffline()
      expect(await screen.findByText('Offline: Bordbuch-Stand vom 3. Mai 26, Sonntag, 08:45 UTC')).toBeInTheDocument()
      expect(
        screen.getByText('Integritätsprüfung, Drucken und Aktenexport sind erst mit Verbindung wieder möglich.'),
      ).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Drucken' })).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Akte exportieren' })).not.toBeInTheDocument()
      expect(screen.getByRole('table', { name: 'Bordbucheinträge' })).toBeInTheDocument()
    })

    it('says that a page never loaded on this device shows once there is a connection, with the waiting entries', async () => {
      await localDb.outbox.put(waitingEntry())
      goOffline()
      await renderAt('/testing', { page: page() })
      expect(
        await screen.findByText(
          'Diese Seite wurde auf diesem Gerät noch nicht geladen; sie erscheint, sobald eine Verbindung besteht.',
        ),
      ).toBeInTheDocument()
      expect(await screen.findByRole('region', { name: 'Noch nicht im Bordbuch' })).toBeInTheDocument()
      expect(screen.queryByLabelText('Wird geladen…')).not.toBeInTheDocument()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Eintrag hinzufügen' })).toBeInTheDocument()
      expect(requests).toHaveLength(0)
    })
  })
})
