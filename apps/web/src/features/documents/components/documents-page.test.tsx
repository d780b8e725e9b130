import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'
import { appHandlers } from '../../../testing/app-handlers'
import { AIRCRAFT_ID, DOCUMENTS } from '../testing/document-fixtures'
import { DocumentsPage } from './documents-page'
import { ReportsPage } from './reports-page'

const requests: URL[] = []
let fileAuthorization: string | null = null
mockServer(
  ...appHandlers(),
  http.get('/api/documents', ({ request }) => {
    requests.push(new URL(request.url))
    return HttpResponse.json({ docs: DOCUMENTS })
  }),
  http.get('/api/files/file/:name', ({ request }) => {
    fileAuthorization = request.headers.get('Authorization')
    return new HttpResponse(new Blob(['%PDF-1.4'], { type: 'application/pdf' }))
  }),
)

const titles = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent)

describe('DocumentsPage', () => {
  it('lists the aircraft’s papers (not its reports or manuals) with title, revision and date', async () => {
    await renderAt('/testing', {
      page: <DocumentsPage aircraftId={AIRCRAFT_ID} tag={undefined} onTagChange={() => {}} />,
    })
    await screen.findByRole('table', { name: 'Dokumente des Luftfahrzeugs' })
    expect(titles('Dokumente des Luftfahrzeugs')).toEqual([
      'Lufttüchtigkeitszeugnis D-EKLU',
      'Lärmzeugnis D-EKLU',
      'Instandhaltungsprogramm (AMP) D-EKLU',
    ])
    const request = requests.at(-1)!
    expect(request.searchParams.get('where[or][0][customer_aircrafts][in]')).toBe(String(AIRCRAFT_ID))
    expect(request.searchParams.get('sort')).toBe('-published_at')
    expect(request.searchParams.get('locale')).toBe('de')
    const row = screen.getByRole('row', { name: /Lärmzeugnis D-EKLU/ })
    expect(row).toHaveTextContent('1')
    expect(row).toHaveTextContent('2. Mai 24')
  })

  it('filters by the route’s tag and offers the tags in an autocomplete', async () => {
    const onTagChange = vi.fn()
    await renderAt('/testing', {
      page: <DocumentsPage aircraftId={AIRCRAFT_ID} tag="noise-certificate" onTagChange={onTagChange} />,
    })
    await screen.findByRole('table')
    expect(titles('Dokumente des Luftfahrzeugs')).toEqual(['Lärmzeugnis D-EKLU'])

    const tagField = screen.getByRole('combobox', { name: 'Schlagwort' })
    expect(tagField).toHaveValue('Lärmzeugnis')
    await userEvent.clear(tagField)
    await userEvent.type(tagField, 'lufttü')
    await userEvent.click(await screen.findByRole('option', { name: 'Lufttüchtigkeitszeugnis' }))
    expect(onTagChange).toHaveBeenLastCalledWith('certificate-of-airworthiness')
  })

  it('searches case-insensitively, clears the search and shows the no-data hint', async () => {
    await renderAt('/testing', {
      page: <DocumentsPage aircraftId={AIRCRAFT_ID} tag={undefined} onTagChange={() => {}} />,
      language: 'en',
    })
    await screen.findByRole('table')
    const search = screen.getByRole('textbox', { name: 'Search' })
    await userEvent.type(search, 'NOISE')
    expect(titles('Documents of the aircraft')).toEqual(['Lärmzeugnis D-EKLU'])
    await userEvent.type(search, 'zzz')
    expect(screen.getByText('No data available')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(search).toHaveValue('')
    expect(titles('Documents of the aircraft')).toHaveLength(3)
  })

  it('opens a file in a new tab through a blob fetched with the session', async () => {
    localStorage.setItem('auth_token', 'token-1')
    localStorage.setItem('auth_expires', '100000')
    localStorage.setItem('auth_expires_at', String(Date.now() + 100_000))
    const tab = { location: { href: '' }, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
    URL.createObjectURL = vi.fn(() => 'blob:flugakte/1')
    URL.revokeObjectURL = vi.fn()
    await renderAt('/testing', {
      page: <DocumentsPage aircraftId={AIRCRAFT_ID} tag={undefined} onTagChange={() => {}} />,
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Lärmzeugnis D-EKLU' }))
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:flugakte/1'))
    expect(open).toHaveBeenCalledWith('', '_blank')
    expect(fileAuthorization).toBe('JWT token-1')
    open.mockRestore()
  })

  it('asks for an aircraft when none is selected', async () => {
    await renderAt('/testing', {
      page: <DocumentsPage aircraftId={undefined} tag={undefined} onTagChange={() => {}} />,
    })
    expect(screen.getByRole('region', { name: 'Welches Luftfahrzeug?' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('ReportsPage', () => {
  it('lists the reports with type, title, date, company and file; only contractors may upload', async () => {
    const { unmount } = await renderAt('/testing', {
      page: <ReportsPage aircraftId={AIRCRAFT_ID} docType={undefined} canUpload={false} companyId={null} />,
    })
    const table = await screen.findByRole('table', { name: 'Berichte des Luftfahrzeugs' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(2)
    expect(rows[1]).toHaveTextContent(
      /Befundbericht.*Befundbericht Jahresnachprüfung D-EKLU.*10\. Jan\. 26.*Werft Hangelar GmbH.*doc-5\.pdf/,
    )
    expect(screen.queryByRole('button', { name: 'Bericht hochladen' })).not.toBeInTheDocument()
    unmount()

    await renderAt('/testing', {
      page: <ReportsPage aircraftId={AIRCRAFT_ID} docType="flight-report" canUpload companyId={3} />,
    })
    expect(await screen.findByText('Keine Daten verfügbar')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Bericht hochladen' })).toBeInTheDocument()
  })
})
