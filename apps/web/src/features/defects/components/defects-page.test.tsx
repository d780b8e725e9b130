import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { appHandlers } from '../../../testing/app-handlers'
import { mockServer, renderAt } from '../../../testing/render'
import { AIRCRAFT_ID, aircraftDefects, BRAKE, LIGHT, REGISTRATION } from '../testing/defect-fixtures'
import { DefectsPage } from './defects-page'

const server = mockServer(
  ...appHandlers(),
  http.get(`/api/customer_aircrafts/${AIRCRAFT_ID}/defects`, () => HttpResponse.json(aircraftDefects())),
)

beforeAll(() => {
  // jsdom has no object URLs (the PDF is saved through one).
  URL.createObjectURL = () => 'blob:defects'
  URL.revokeObjectURL = () => {}
})

const noop = () => {}
function page(props: Partial<Parameters<typeof DefectsPage>[0]> = {}) {
  return (
    <DefectsPage
      aircraftId={AIRCRAFT_ID}
      registration={REGISTRATION}
      highlight={undefined}
      reporting={false}
      flightLogId={undefined}
      currentUserId={7}
      onReport={noop}
      onReportClose={noop}
      {...props}
    />
  )
}

const card = (name: string) => screen.getByRole('article', { name })

describe('DefectsPage', () => {
  it('says the aircraft is grounded, names the limitation in force and lists the open defects', async () => {
    await renderAt('/testing', { page: page() })
    expect(await screen.findByRole('heading', { name: 'Beanstandungen D-EKLU', level: 2 })).toBeInTheDocument()
    const grounded = (await screen.findByText('D-EKLU ist nicht flugklar')).closest('[role="alert"]') as HTMLElement
    expect(grounded).toHaveTextContent('Bremse links schleift')
    expect(screen.getByText('Nur Tag-VFR', { selector: '.mantine-Alert-root *' })).toBeInTheDocument()

    expect(screen.getByRole('radio', { name: 'Offen (2)' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Zurückgestellt (1)' })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: 'Geschlossen (1)' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(2)

    const brake = within(card('Bremse links schleift'))
    expect(brake.getByText('Offen')).toBeInTheDocument()
    expect(brake.getByText('Nicht flugklar')).toBeInTheDocument()
    expect(brake.getByText('Als nicht flugklar gemeldet')).toBeInTheDocument()
    expect(brake.getByText('ATA 32 – Fahrwerk')).toBeInTheDocument()
    expect(brake.getByText(/^Gemeldet von Jonas Becker \(Fliegergruppe Nord\) am 19\. Nov\. 26/)).toBeInTheDocument()
    expect(brake.getByRole('link', { name: 'Flug Nr. 123' })).toHaveAttribute('href', '/boardbook?aircraft=7')
    // No maintenance here: nothing to assess, defer, rectify or correct.
    expect(brake.queryByRole('button', { name: 'Bewerten' })).not.toBeInTheDocument()
    expect(brake.queryByRole('button', { name: /korrigieren/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Beanstandung melden' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'PDF' })).toBeInTheDocument()
  })

  it('shows the photos as thumbnails and one larger in a dialog', async () => {
    await renderAt('/testing', { page: page() })
    const brake = within(await screen.findByRole('article', { name: 'Bremse links schleift' }))
    const thumbnails = within(brake.getByRole('group', { name: 'Fotos' })).getAllByRole('img')
    // Served by this server whatever origin Payload wrote into the URL.
    expect(thumbnails.map((image) => image.getAttribute('src'))).toEqual([
      '/api/defect_photos/file/brake-1.jpg',
      '/api/defect_photos/file/brake-2.jpg',
    ])
    await userEvent.click(brake.getByRole('button', { name: 'Foto 2 von 2 vergrößern' }))
    const dialog = await screen.findByRole('dialog', { name: 'Foto 2 von 2' })
    expect(within(dialog).getByRole('img', { name: 'Foto 2 von 2' })).toHaveAttribute(
      'src',
      '/api/defect_photos/file/brake-2.jpg',
    )
  })

  it('lists the history in order with the correction marked', async () => {
    await renderAt('/testing', { page: page() })
    const brake = await screen.findByRole('article', { name: 'Bremse links schleift' })
    const text = brake.textContent ?? ''
    // The corrected assessment first (struck), then its correction with the reason.
    expect(text.indexOf('Später korrigiert')).toBeLessThan(text.indexOf('Korrektur'))
    expect(within(brake).getByText('Nicht lufttüchtigkeitsrelevant')).toBeInTheDocument()
    expect(within(brake).getByText('Lufttüchtigkeitsrelevant')).toBeInTheDocument()
    expect(within(brake).getByText('Bremsscheibe gerissen')).toBeInTheDocument()
    expect(within(brake).getAllByText(/^Maria Fischer \(Werft Süd\) · 20\. Nov\. 26/)).toHaveLength(2)
  })

  it('shows a deferral’s limitation and its deadline with what is left', async () => {
    await renderAt('/testing', { page: page() })
    await userEvent.click(await screen.findByRole('radio', { name: 'Zurückgestellt (1)' }))
    const light = within(card('Landescheinwerfer ausgefallen'))
    expect(light.getByText('Zurückgestellt')).toBeInTheDocument()
    expect(light.getByText(/^Frist: 1240:00 h · 3\. Dez\. 26 ·/)).toBeInTheDocument()
    expect(light.getByText('noch 05:00 h · noch 12 Tage')).toBeInTheDocument()
    expect(light.getByText('Ersatzlampe bestellt')).toBeInTheDocument()
    expect(light.getByText('10 h · 30 Tage')).toBeInTheDocument()
  })

  it('shows a closed defect’s release with its signature, in English', async () => {
    await renderAt('/testing', { language: 'en', page: page() })
    await userEvent.click(await screen.findByRole('radio', { name: 'Closed (1)' }))
    const radio = within(card('Funkgerät rauscht'))
    expect(radio.getByText('Closed')).toBeInTheDocument()
    expect(radio.getByText('ATA 23 – Communications')).toBeInTheDocument()
    expect(radio.getByText('Antennenkabel ersetzt')).toBeInTheDocument()
    expect(radio.getByText('Antennenkabel · P/N AK-1')).toBeInTheDocument()
    const release = within(radio.getByRole('group', { name: 'Certificate of release to service' }))
    expect(release.getByText('DE.66.1234')).toBeInTheDocument()
    expect(release.getByText('DE.CAO.0042')).toBeInTheDocument()
    expect(release.getByText('Bonn-Hangelar')).toBeInTheDocument()
    expect(radio.getByText(/^✓ Signed by Maria Fischer on 21 Nov 26, .* \(passkey\)$/)).toBeInTheDocument()
  })

  it('says which release awaits its signature', async () => {
    await renderAt('/testing', { language: 'en', page: page() })
    const seat = within(await screen.findByRole('article', { name: 'Sitzverstellung klemmt' }))
    expect(seat.getByText('Release pending')).toBeInTheDocument()
    expect(seat.getByText('Release awaiting signature')).toBeInTheDocument()
    expect(seat.queryByRole('button', { name: 'Sign release' })).not.toBeInTheDocument()
  })

  it('opens the list of a linked defect and marks it', async () => {
    await renderAt('/testing', { page: page({ highlight: LIGHT.id }) })
    expect(await screen.findByRole('radio', { name: 'Zurückgestellt (1)' })).toBeChecked()
    expect(card('Landescheinwerfer ausgefallen')).toHaveAttribute('aria-current', 'true')
  })

  it('shows no grounding when nothing grounds the aircraft, and no report button to those who may not report', async () => {
    server.use(
      http.get(`/api/customer_aircrafts/${AIRCRAFT_ID}/defects`, () =>
        HttpResponse.json(
          aircraftDefects({
            summary: { open: 1, deferred: 0, grounding: [], limitations: [] },
            defects: [{ ...BRAKE, grounding: false }],
            may_report: false,
          }),
        ),
      ),
    )
    await renderAt('/testing', { language: 'en', page: page() })
    expect(await screen.findByRole('article', { name: 'Bremse links schleift' })).toBeInTheDocument()
    expect(screen.queryByText(/is grounded/)).not.toBeInTheDocument()
    expect(screen.queryByText('Grounded')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Report defect' })).not.toBeInTheDocument()
  })

  it('opens on the deferred defects when none is open', async () => {
    server.use(
      http.get(`/api/customer_aircrafts/${AIRCRAFT_ID}/defects`, () =>
        HttpResponse.json(
          aircraftDefects({ summary: { open: 0, deferred: 1, grounding: [], limitations: [] }, defects: [LIGHT] }),
        ),
      ),
    )
    await renderAt('/testing', { page: page() })
    expect(await screen.findByRole('radio', { name: 'Zurückgestellt (1)' })).toBeChecked()
    expect(card('Landescheinwerfer ausgefallen')).toBeInTheDocument()
  })

  it('downloads the PDF of the open and deferred defects', async () => {
    const asked: string[] = []
    server.use(
      http.get(`/api/customer_aircrafts/${AIRCRAFT_ID}/defects.pdf`, ({ request }) => {
        asked.push(request.headers.get('Authorization') ?? 'none')
        return new HttpResponse(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } })
      }),
    )
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await renderAt('/testing', { language: 'en', page: page() })
    await userEvent.click(await screen.findByRole('button', { name: 'PDF' }))
    await vi.waitFor(() => expect(click).toHaveBeenCalled())
    expect(asked).toHaveLength(1)
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('D-EKLU-defects-2026-11-21.pdf')
  })

  it('asks for an aircraft first', async () => {
    await renderAt('/testing', { language: 'en', page: page({ aircraftId: undefined }) })
    expect(await screen.findByRole('region', { name: 'Which aircraft?' })).toBeInTheDocument()
  })
})
