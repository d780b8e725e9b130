import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'
import { CompanyContracts } from './company-contracts'

const WERFT = 3
const CLUB = 2
const contract = (overrides: Record<string, unknown>) => ({
  id: 1,
  customer_aircraft: 10,
  company: WERFT,
  kind: 'maintenance_company',
  status: 'requested',
  registration: 'D-EDRS',
  owner_company: CLUB,
  owner_name: 'Luftsportverein Hangelar e.V.',
  company_name: 'Flugwerft Mittelrhein GmbH',
  decided_at: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
})

let contracts: Record<string, unknown>[] = []
const server = mockServer(
  http.get('/api/aircraft_contracts', () => HttpResponse.json({ docs: contracts })),
  // Without the create permission the page offers no request form.
  http.get('/api/access', () => HttpResponse.json({ collections: { aircraft_contracts: { read: true } } })),
)

describe('CompanyContracts', () => {
  it('lets the named company’s admin accept a request (and decline another)', async () => {
    contracts = [contract({}), contract({ id: 2, registration: 'D-EKLU', kind: 'cao' })]
    const patches: unknown[] = []
    server.use(
      http.patch('/api/aircraft_contracts/:id', async ({ params, request }) => {
        patches.push({ id: params.id, body: await request.json() })
        contracts = contracts.map((row) => (String(row.id) === params.id ? { ...row, status: 'accepted' } : row))
        return HttpResponse.json({ doc: {} })
      }),
    )
    await renderAt('/testing', {
      page: <CompanyContracts companyId={WERFT} companyKind="maintenance_company" />,
      language: 'en',
    })
    const table = await screen.findByRole('table', { name: 'Contract requests to your company' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(within(rows[1] as HTMLElement).getByText('Luftsportverein Hangelar e.V.')).toBeInTheDocument()
    expect(within(rows[1] as HTMLElement).getByText('Maintenance company')).toBeInTheDocument()
    expect(within(rows[1] as HTMLElement).getByText('Requested')).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Contracts of your aircraft' })).not.toBeInTheDocument()

    await userEvent.click(within(table).getByRole('button', { name: 'Accept D-EDRS' }))
    expect(await screen.findByText('The contract for D-EDRS has been accepted.')).toBeInTheDocument()
    expect(patches).toEqual([{ id: '1', body: { status: 'accepted' } }])
    expect(await within(table).findByText('Accepted')).toBeInTheDocument()
    expect(within(table).getByRole('button', { name: 'End contract D-EDRS' })).toBeInTheDocument()
    expect(within(table).getByRole('button', { name: 'Decline D-EKLU' })).toBeInTheDocument()
  })

  it('shows the owner its requests’ status in German, with withdraw but no accept', async () => {
    contracts = [contract({}), contract({ id: 3, status: 'declined', registration: 'D-EKLU' })]
    await renderAt('/testing', { page: <CompanyContracts companyId={CLUB} companyKind="club" />, language: 'de' })
    const table = await screen.findByRole('table', { name: 'Verträge Ihrer Luftfahrzeuge' })
    const rows = within(table).getAllByRole('row')
    expect(within(rows[1] as HTMLElement).getByText('Flugwerft Mittelrhein GmbH')).toBeInTheDocument()
    expect(within(rows[1] as HTMLElement).getByText('Angefragt')).toBeInTheDocument()
    expect(within(rows[2] as HTMLElement).getByText('Abgelehnt')).toBeInTheDocument()
    expect(within(table).getByRole('button', { name: 'Anfrage D-EDRS zurückziehen' })).toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: /annehmen/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Vertragsanfragen an Ihre Firma' })).not.toBeInTheDocument()
    // The server's permissions do not allow creating contracts here: no request form.
    expect(screen.queryByRole('form', { name: 'Vertrag anfragen' })).not.toBeInTheDocument()
  })

  it('shows the server’s refusal', async () => {
    contracts = [contract({})]
    server.use(
      http.patch('/api/aircraft_contracts/:id', () =>
        HttpResponse.json(
          { errors: [{ message: 'Only a company admin of the named company accepts or declines' }] },
          { status: 400 },
        ),
      ),
    )
    await renderAt('/testing', {
      page: <CompanyContracts companyId={WERFT} companyKind="maintenance_company" />,
      language: 'en',
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Decline D-EDRS' }))
    expect(await screen.findByText('Only a company admin of the named company accepts or declines')).toBeInTheDocument()
  })
})
