import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { appHandlers } from '../../../testing/app-handlers'
import { mockServer, renderAt } from '../../../testing/render'
import { AIRCRAFT_ID, MODIFICATIONS, recordsHealth, REGISTRATION, REVIEWS, TODAY } from '../testing/fixtures'
import { RecordsPage } from './records-page'

// The forms are another part's; here only whether the page offers them.
vi.mock('./add-modification-button', () => ({
  AddModificationButton: ({
    aircraftId,
    correcting,
  }: {
    aircraftId: number
    correcting?: { id: number; amended: boolean }
  }) =>
    correcting?.amended ? null : (
      <button type="button">{correcting ? `correct entry ${correcting.id}` : `add modification ${aircraftId}`}</button>
    ),
}))
vi.mock('./record-review-button', () => ({
  RecordReviewButton: ({
    aircraftId,
    correcting,
    arcValidUntil,
  }: {
    aircraftId: number
    correcting?: { id: number; amended: boolean }
    arcValidUntil: string | null
  }) =>
    correcting?.amended ? null : (
      <button type="button">
        {correcting ? `correct review ${correcting.id}` : `record review ${aircraftId}`} until {arcValidUntil}
      </button>
    ),
}))

const asked: string[] = []
const server = mockServer(
  ...appHandlers(),
  http.get(`/api/customer_aircrafts/${AIRCRAFT_ID}/records-health`, ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('date') ?? 'none')
    return HttpResponse.json(recordsHealth())
  }),
)

beforeAll(() => {
  // jsdom has no object URLs (the PDF is saved through one).
  URL.createObjectURL = () => 'blob:review-pack'
  URL.revokeObjectURL = () => {}
})

const page = (props: Partial<Parameters<typeof RecordsPage>[0]> = {}) => (
  <RecordsPage aircraftId={AIRCRAFT_ID} registration={REGISTRATION} date={undefined} {...props} />
)

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name)) as HTMLElement

describe('RecordsPage', () => {
  it('shows whether the document register is complete, the ARC and the review items per state', async () => {
    await renderAt('/testing', { page: page() })
    expect(screen.getByRole('heading', { name: 'Akten & ARC D-EFAK', level: 2 })).toBeInTheDocument()
    // Each judgement is named for what it judges: the register's "incomplete" is not the items' count.
    expect(await screen.findByText('Unvollständig')).toBeInTheDocument()
    expect(screen.getByText('Dokumentenregister:')).toBeInTheDocument()
    const arc = screen.getByRole('group', { name: 'ARC' })
    expect(arc).toHaveTextContent('ARC gültig bis 31.12.2026')
    expect(within(arc).getByText('Bald fällig')).toBeInTheDocument()
    expect(arc).toHaveTextContent('laut Lufttüchtigkeitsprüfung')
    const counts = within(screen.getByRole('list', { name: 'Prüfpunkte (ML.A.903, ML.A.305) nach Stand' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(counts).toEqual(['Aktuell: 7', 'Bald fällig: 4', 'Überfällig: 3', 'Fehlt: 2', 'Nicht zutreffend: 1'])
    expect(screen.getByText('Stand 22.11.2026')).toBeInTheDocument()
  })

  it('lists ML.A.903(a) with every state in words, notes, evidence and what to do', async () => {
    await renderAt('/testing', { page: page() })
    const table = await screen.findByRole('table', { name: 'Punkte der Lufttüchtigkeitsprüfung (ML.A.903(a))' })
    expect(within(table).getAllByRole('row')).toHaveLength(12)

    const hours = within(rowOf(table, 'Betriebsstunden und Zyklen ordnungsgemäß erfasst'))
    expect(hours.getByText('ML.A.903(a)(1)')).toBeInTheDocument()
    expect(hours.getByText('Bald fällig')).toBeInTheDocument()
    expect(hours.getByText('Einträge ohne Unterschrift des Piloten: 2, der älteste vom 20.11.2026')).toBeInTheDocument()
    expect(hours.getByRole('link', { name: 'Nr. 812' })).toHaveAttribute('href', '/boardbook?aircraft=3')
    expect(hours.getByText(/offenen Bordbucheinträge von den Piloten unterschreiben/)).toBeInTheDocument()

    const defects = within(rowOf(table, 'Mängel behoben oder kontrolliert zurückgestellt'))
    expect(defects.getByText('Überfällig')).toBeInTheDocument()
    expect(defects.getByText('Offene Beanstandungen: 1')).toBeInTheDocument()
    expect(defects.getByRole('link', { name: 'Bremse links schleift' })).toHaveAttribute(
      'href',
      '/defects?aircraft=3&defect=21',
    )

    const mods = within(rowOf(table, 'Änderungen und Reparaturen erfasst und genehmigt'))
    expect(mods.getByText('Fehlt')).toBeInTheDocument()
    expect(mods.getByText('REP-2026-07: kein Genehmigungsdokument angehängt')).toBeInTheDocument()
    expect(mods.getByRole('link', { name: 'REP-2026-07' })).toHaveAttribute('href', '#modification-71')
    expect(mods.getByText(/Genehmigungsdokument an die Änderung oder Reparatur an/)).toBeInTheDocument()

    const mass = within(rowOf(table, 'Massen- und Schwerpunktangaben aktuell'))
    expect(
      mass.getByText('MC-2026-03 vom 02.10.2026 hat Masse und Schwerpunkt nach der letzten Wägung verändert'),
    ).toBeInTheDocument()
    expect(mass.getByRole('link', { name: 'Wägebericht 2019' })).toHaveAttribute('href', '/documents?aircraft=3')
    expect(mass.getByRole('link', { name: 'MC-2026-03' })).toHaveAttribute('href', '#modification-72')

    const afm = within(rowOf(table, 'Flughandbuch gilt für das Luftfahrzeug'))
    expect(afm.getByText('Aktuell')).toBeInTheDocument()
    // Nothing to do about a current item.
    expect(afm.getAllByRole('cell').at(-1)).toBeEmptyDOMElement()
    expect(within(rowOf(table, 'Lufttüchtigkeitsanweisungen umgesetzt')).getByRole('link')).toHaveAttribute(
      'href',
      '/list/airworthiness-directive?aircraft=3',
    )
    for (const name of [
      'Lebensdauerbegrenzte Teile innerhalb ihrer Grenzen',
      'Instandhaltung zur Wiederinbetriebnahme freigegeben',
    ])
      expect(within(rowOf(table, name)).getByRole('link')).toHaveAttribute('href', '/lifecycle?aircraft=3')
  })

  it('lists ML.A.305 with the reason an item does not apply', async () => {
    await renderAt('/testing', { page: page() })
    const table = await screen.findByRole('table', {
      name: 'Aufzeichnungssystem der Aufrechterhaltung der Lufttüchtigkeit (ML.A.305)',
    })
    expect(within(table).getAllByRole('row')).toHaveLength(7)
    const deferred = within(rowOf(table, 'Zurückgestellte Instandhaltung'))
    expect(deferred.getByText('Nicht zutreffend')).toBeInTheDocument()
    expect(deferred.getByText('Keine zurückgestellten Beanstandungen.')).toBeInTheDocument()
    expect(within(rowOf(table, 'Stand der Lufttüchtigkeitsanweisungen')).getByRole('link')).toHaveAttribute(
      'href',
      '/list/airworthiness-directive?aircraft=3',
    )
    expect(within(rowOf(table, 'Einhaltung des Instandhaltungsprogramms')).getByRole('link')).toHaveAttribute(
      'href',
      '/lifecycle?aircraft=3',
    )
  })

  it('shows the document register, the modifications and the reviews (en)', async () => {
    await renderAt('/testing', { language: 'en', page: page() })
    const register = await screen.findByRole('table', { name: 'Document register' })
    expect(within(rowOf(register, 'Aircraft radio licence')).getByText('Missing')).toBeInTheDocument()
    expect(within(rowOf(register, 'Aircraft radio licence')).getByText('Upload the document.')).toBeInTheDocument()
    const insurance = within(rowOf(register, 'Insurance certificate'))
    expect(insurance.getByText('Overdue')).toBeInTheDocument()
    expect(insurance.getByText('1 Nov 2026')).toBeInTheDocument()
    expect(within(rowOf(register, 'Aircraft flight manual')).getByText('Rev. 5')).toBeInTheDocument()
    expect(within(rowOf(register, 'Airworthiness review certificate (ARC)')).getByRole('link')).toHaveAttribute(
      'href',
      '#review-81',
    )

    const modifications = screen.getByRole('table', { name: 'Modifications and repairs' })
    const radio = rowOf(modifications, 'Zweites Funkgerät eingebaut')
    expect(radio).toHaveAttribute('id', 'modification-72')
    expect(within(radio).getByText('Minor Change')).toBeInTheDocument()
    expect(within(radio).getByText('Affects mass and balance')).toBeInTheDocument()
    expect(within(radio).getByText('ATA 23')).toBeInTheDocument()
    expect(within(radio).getByText(/^✓ Release signed by Maria Fischer/)).toBeInTheDocument()
    const repair = rowOf(modifications, 'Beplankung Höhenleitwerk repariert')
    expect(within(repair).getByText('Repair')).toBeInTheDocument()
    expect(within(repair).getByText('No release certificate')).toBeInTheDocument()

    const review = screen.getByRole('article', { name: 'ARC extended – review of 20 Dec 2025' })
    expect(review).toHaveAttribute('id', 'review-81')
    expect(within(review).getByText('DE.MG.0042/2025')).toBeInTheDocument()
    expect(within(review).getByText('31 Dec 2026')).toBeInTheDocument()
    expect(within(review).getByText('Keine Beanstandungen')).toBeInTheDocument()
    expect(within(review).getByText(/^✓ Release signed by Clara Weber/)).toBeInTheDocument()
    const refused = screen.getByRole('article', { name: 'ARC not issued – review of 18 Dec 2024' })
    expect(within(refused).getByText('Wägebericht fehlt')).toBeInTheDocument()
    expect(within(refused).getByText('Release not signed')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'ARC' })).toHaveTextContent('ARC valid until 31 Dec 2026')
    expect(screen.getByText('Incomplete')).toBeInTheDocument()
  })

  it('offers the register and the review only where the server allows them', async () => {
    await renderAt('/testing', { page: page() })
    await screen.findByText('Unvollständig')
    expect(screen.queryByRole('button', { name: /add modification/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /record review/ })).not.toBeInTheDocument()
  })

  it.each([
    [{ may_add_modification: true, may_record_review: false }, ['add modification 3', 'correct entry 72']],
    [
      { may_add_modification: false, may_record_review: true },
      ['record review 3 until 2026-12-31', 'correct review 81 until 2026-12-31'],
    ],
    [
      { may_add_modification: true, may_record_review: true },
      [
        'add modification 3',
        'record review 3 until 2026-12-31',
        'correct entry 72',
        'correct review 81 until 2026-12-31',
      ],
    ],
    [{ may_add_modification: false, may_record_review: false }, []],
  ])(
    'shows the buttons the flags allow, a correction only of what is not corrected yet (%o)',
    async (flags, buttons) => {
      const corrected = { amended: true }
      server.use(
        http.get(`/api/customer_aircrafts/${AIRCRAFT_ID}/records-health`, () =>
          HttpResponse.json(
            recordsHealth({
              ...flags,
              modifications: [MODIFICATIONS[0]!, { ...MODIFICATIONS[1]!, ...corrected }],
              reviews: [REVIEWS[0]!, { ...REVIEWS[1]!, ...corrected }],
            }),
          ),
        ),
      )
      await renderAt('/testing', { page: page() })
      await screen.findByText('Unvollständig')
      const shown = screen
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((name) => /add modification|record review|correct/.test(name ?? ''))
      expect(shown).toEqual(buttons)
    },
  )

  it('asks for the records of the day in the URL', async () => {
    asked.length = 0
    await renderAt('/testing', { page: page({ date: '2026-12-01' }) })
    await screen.findByRole('heading', { name: 'Akten & ARC D-EFAK', level: 2 })
    expect(asked).toEqual(['2026-12-01'])
  })

  it('downloads the review pack for the chosen day', async () => {
    const packs: { date: string | null; auth: string | null }[] = []
    server.use(
      http.get(`/api/customer_aircrafts/${AIRCRAFT_ID}/review-pack.pdf`, ({ request }) => {
        packs.push({ date: new URL(request.url).searchParams.get('date'), auth: request.headers.get('Authorization') })
        return new HttpResponse(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } })
      }),
    )
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await renderAt('/testing', { page: page() })
    const input = await screen.findByLabelText('Prüfdatum')
    expect(input).toHaveValue(TODAY)
    expect(input).toHaveAttribute('min', TODAY)
    expect(input).toHaveAttribute('max', '2027-05-21')
    expect(screen.getByText('Vom 22.11.2026 bis 21.05.2027')).toBeInTheDocument()

    fireEvent.change(input, { target: { value: '2026-12-15' } })
    await userEvent.click(screen.getByRole('button', { name: 'Prüfpaket (PDF)' }))
    await vi.waitFor(() => expect(click).toHaveBeenCalled())
    expect(packs).toEqual([{ date: '2026-12-15', auth: null }])
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('D-EFAK-review-pack-2026-12-15.pdf')
  })

  it('refuses a pack day outside today to 180 days ahead', async () => {
    await renderAt('/testing', { language: 'en', page: page() })
    const input = await screen.findByLabelText('Review date')
    fireEvent.change(input, { target: { value: '2027-06-01' } })
    expect(screen.getByRole('button', { name: 'Review pack (PDF)' })).toBeDisabled()
    expect(screen.getByText('From 22 Nov 2026 to 21 May 2027')).toBeInTheDocument()
  })

  it('asks for an aircraft first', async () => {
    await renderAt('/testing', { language: 'en', page: page({ aircraftId: undefined }) })
    expect(await screen.findByRole('region', { name: 'Which aircraft?' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Records & ARC', level: 2 })).toBeInTheDocument()
  })
})
