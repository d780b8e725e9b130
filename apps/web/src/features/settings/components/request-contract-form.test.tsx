import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'
import { CompanyContracts } from './company-contracts'

const CLUB = 2
const WERFT = 3
const CAO = 4
const AIRCRAFT = [
  { id: 10, registration: 'D-EDRS' },
  { id: 11, registration: 'D-EKLU' },
]
const CONTRACTORS: Record<string, { id: number; name: string; kind: string; country: number | null }[]> = {
  maintenance_company: [{ id: WERFT, name: 'Flugwerft Mittelrhein GmbH', kind: 'maintenance_company', country: 1 }],
  cao: [{ id: CAO, name: 'Lufttüchtigkeit West CAO GmbH', kind: 'cao', country: 1 }],
}

let contracts: Record<string, unknown>[] = []
let posts: unknown[] = []
let contractorQueries: string[] = []
let aircraftQueries: string[] = []

const server = mockServer(
  http.get('/api/aircraft_contracts', () => HttpResponse.json({ docs: contracts })),
  http.get('/api/access', () =>
    HttpResponse.json({ collections: { aircraft_contracts: { create: true, read: true, update: true } } }),
  ),
  http.get('/api/customer_aircrafts', ({ request }) => {
    aircraftQueries.push(decodeURIComponent(new URL(request.url).search))
    return HttpResponse.json({ docs: AIRCRAFT })
  }),
  http.get('/api/companies/contractors', ({ request }) => {
    const kind = new URL(request.url).searchParams.get('kind') ?? ''
    contractorQueries.push(kind)
    return HttpResponse.json({ docs: CONTRACTORS[kind] ?? [] })
  }),
  http.post('/api/aircraft_contracts', async ({ request }) => {
    const body = (await request.json()) as { customer_aircraft: number; kind: string; company: number }
    posts.push(body)
    const doc = {
      id: 50 + posts.length,
      ...body,
      status: 'requested',
      registration: AIRCRAFT.find((row) => row.id === body.customer_aircraft)?.registration,
      owner_company: CLUB,
      owner_name: 'Luftsportverein Hangelar e.V.',
      company_name: CONTRACTORS[body.kind]?.find((row) => row.id === body.company)?.name,
      decided_at: null,
      createdAt: '2026-11-23T08:00:00.000Z',
    }
    contracts = [doc, ...contracts]
    return HttpResponse.json({ doc, message: 'ok' }, { status: 201 })
  }),
)

beforeEach(() => {
  contracts = []
  posts = []
  contractorQueries = []
  aircraftQueries = []
})

async function choose(form: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(form).getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

describe('RequestContractForm on the company page', () => {
  it('requests a maintenance contract and lists it as requested (English)', async () => {
    await renderAt('/testing', { page: <CompanyContracts companyId={CLUB} companyKind="club" />, language: 'en' })
    const form = await screen.findByRole('form', { name: 'Request contract' })
    expect(await screen.findByText('No maintenance company or CAO named yet.')).toBeInTheDocument()

    // Nothing chosen: the form says so at each field and sends nothing.
    await userEvent.click(within(form).getByRole('button', { name: 'Request contract' }))
    expect(await within(form).findAllByText('Please enter all required fields')).toHaveLength(3)
    expect(posts).toEqual([])

    await choose(form, /^Aircraft/, 'D-EDRS')
    // The company list is asked for only once the kind is known, and only for that kind.
    expect(within(form).getByRole('combobox', { name: /^Company/ })).toBeDisabled()
    await choose(form, /^As/, 'CAO')
    await waitFor(() => expect(contractorQueries).toContain('cao'))
    await choose(form, /^As/, 'Maintenance company')
    await choose(form, /^Company/, 'Flugwerft Mittelrhein GmbH')
    expect(screen.queryByRole('option', { name: 'Lufttüchtigkeit West CAO GmbH' })).not.toBeInTheDocument()
    await userEvent.click(within(form).getByRole('button', { name: 'Request contract' }))

    expect(
      await screen.findByText('The request for D-EDRS has been sent to Flugwerft Mittelrhein GmbH.'),
    ).toBeInTheDocument()
    expect(posts).toEqual([{ customer_aircraft: 10, kind: 'maintenance_company', company: WERFT }])
    expect(contractorQueries).toEqual(expect.arrayContaining(['cao', 'maintenance_company']))
    // Only the company's own aircraft are offered.
    expect(aircraftQueries[0]).toContain(`where[company][equals]=${CLUB}`)
    const table = screen.getByRole('table', { name: 'Contracts of your aircraft' })
    const row = await within(table).findByRole('row', { name: /D-EDRS/ })
    expect(within(row).getByText('Flugwerft Mittelrhein GmbH')).toBeInTheDocument()
    expect(within(row).getByText('Requested')).toBeInTheDocument()
    expect(within(row).getByRole('button', { name: 'Withdraw request D-EDRS' })).toBeInTheDocument()
    // The form is empty again for the next request.
    expect(within(form).getByRole('combobox', { name: /^Aircraft/ })).toHaveValue('')
  })

  it('shows the server’s refusal at its field (German)', async () => {
    const message = 'Für dieses Luftfahrzeug gibt es schon eine offene Anfrage oder einen Vertrag mit dieser Firma'
    server.use(
      http.post('/api/aircraft_contracts', () =>
        HttpResponse.json(
          {
            errors: [
              {
                message: 'Das folgende Feld ist nicht korrekt: company',
                data: { errors: [{ path: 'company', message }] },
              },
            ],
          },
          { status: 400 },
        ),
      ),
    )
    await renderAt('/testing', { page: <CompanyContracts companyId={CLUB} companyKind="club" />, language: 'de' })
    const form = await screen.findByRole('form', { name: 'Vertrag anfragen' })
    await choose(form, /^Luftfahrzeug/, 'D-EKLU')
    await choose(form, /^Als/, 'CAO')
    await choose(form, /^Firma/, 'Lufttüchtigkeit West CAO GmbH')
    await userEvent.click(within(form).getByRole('button', { name: 'Vertrag anfragen' }))
    expect(await within(form).findByText(message)).toBeInTheDocument()
    expect(within(form).getByRole('combobox', { name: /^Firma/ })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Noch kein Instandhaltungsbetrieb und keine CAO genannt.')).toBeInTheDocument()
  })
})
