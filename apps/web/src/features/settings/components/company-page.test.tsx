import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'
import { CompanyPage } from './company-page'

const OPERATOR = { id: 2, name: 'Operator' }
const CLUB_MEMBER = { id: 3, name: 'Club Member' }
const COMPANY = { id: 5, name: 'Flugsportverein Bonn', kind: 'club', address: 'Am Flugplatz 1', country: 1 }
const ADMIN = {
  id: 7,
  email: 'operator-b@flugakte.test',
  first_name: 'Benedikt',
  last_name: 'Braun',
  status: 'active',
  role: OPERATOR,
  roles: [OPERATOR],
  is_company_admin: true,
  language: 'en-US',
  company: COMPANY,
}
const COLLEAGUES = [
  { id: 7, email: ADMIN.email, first_name: 'Benedikt', last_name: 'Braun', status: 'active', role: OPERATOR },
  {
    id: 8,
    email: 'jonas.becker@flugakte.test',
    first_name: 'Jonas',
    last_name: 'Becker',
    status: 'active',
    role: CLUB_MEMBER,
  },
  {
    id: 9,
    email: 'sophie.koch@flugakte.test',
    first_name: 'Sophie',
    last_name: 'Koch',
    status: 'suspended',
    role: CLUB_MEMBER,
  },
]

let user: Record<string, unknown> = ADMIN
const server = mockServer(
  http.get('/api/users/me', () => HttpResponse.json({ user })),
  http.get('/api/companies/5', () => HttpResponse.json(COMPANY)),
  http.get('/api/users', () => HttpResponse.json({ docs: COLLEAGUES })),
  http.get('/api/countries', () =>
    HttpResponse.json({
      docs: [
        { id: 1, name: 'Germany' },
        { id: 2, name: 'Austria' },
      ],
    }),
  ),
  http.get('/api/roles', () =>
    HttpResponse.json({
      docs: [
        { id: 1, name: 'Administrator' },
        OPERATOR,
        CLUB_MEMBER,
        { id: 4, name: 'Maintenance Company' },
        { id: 5, name: 'CAO' },
      ],
    }),
  ),
  http.get('/api/aircraft_contracts', () => HttpResponse.json({ docs: [] })),
  http.get('/api/access', () => HttpResponse.json({ collections: {} })),
)

describe('CompanyPage', () => {
  it('is forbidden to people who are not company admins', async () => {
    user = { ...ADMIN, is_company_admin: false }
    await renderAt('/testing', { page: <CompanyPage /> })
    expect(await screen.findByRole('heading', { name: '403' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Sie dürfen diese Seite nicht öffnen.')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('shows the company with a read-only name and its people; suspends others but not oneself', async () => {
    user = ADMIN
    const patches: unknown[] = []
    server.use(
      http.patch('/api/users/:id', async ({ params, request }) => {
        patches.push({ id: params.id, body: await request.json() })
        return HttpResponse.json({ doc: {} })
      }),
    )
    await renderAt('/testing', { page: <CompanyPage />, language: 'en' })
    expect(await screen.findByLabelText('Name')).toHaveValue('Flugsportverein Bonn')
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly')
    expect(screen.getByLabelText('Address')).toHaveValue('Am Flugplatz 1')

    const table = await screen.findByRole('table', { name: 'Users' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(4)
    expect(within(rows[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument()
    expect(within(rows[3] as HTMLElement).getByText('Suspended')).toBeInTheDocument()
    expect(within(table).getByRole('button', { name: 'Reactivate Sophie Koch' })).toBeInTheDocument()

    await userEvent.click(within(table).getByRole('button', { name: 'Suspend Jonas Becker' }))
    expect(await screen.findByText('Jonas Becker has been suspended.')).toBeInTheDocument()
    expect(patches).toEqual([{ id: '8', body: { status: 'suspended' } }])
  })

  it('keeps a certifying organisation’s approval reference; a club has none to keep', async () => {
    const CAO = {
      id: 6,
      name: 'Lufttüchtigkeit West CAO GmbH',
      kind: 'cao',
      address: '',
      country: 1,
      approval_reference: '',
    }
    user = { ...ADMIN, company: CAO }
    const patches: unknown[] = []
    server.use(
      http.get('/api/companies/6', () => HttpResponse.json(CAO)),
      http.patch('/api/companies/6', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        patches.push(body)
        return HttpResponse.json({ doc: { ...CAO, ...body } })
      }),
    )
    await renderAt('/testing', { page: <CompanyPage />, language: 'en' })
    const field = await screen.findByLabelText('Organisation approval reference')
    await userEvent.type(field, 'DE.CAO.0042')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(/saved/i)).toBeInTheDocument()
    expect(patches).toEqual([{ address: '', country: 1, approval_reference: 'DE.CAO.0042' }])
    user = ADMIN
  })

  it('shows no approval reference for a club', async () => {
    user = ADMIN
    await renderAt('/testing', { page: <CompanyPage />, language: 'en' })
    await screen.findByLabelText('Address')
    expect(screen.queryByLabelText('Organisation approval reference')).not.toBeInTheDocument()
  })

  it('invites with any role but Administrator', async () => {
    user = ADMIN
    const invites: unknown[] = []
    server.use(
      http.post('/api/users/invite', async ({ request }) => {
        invites.push(await request.json())
        return HttpResponse.json({ doc: {} }, { status: 201 })
      }),
    )
    await renderAt('/testing', { page: <CompanyPage />, language: 'en' })
    await userEvent.click(await screen.findByRole('button', { name: 'Invite user' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    expect(await within(dialog).findAllByText('Please enter all required fields')).toHaveLength(4)

    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'neu@flugakte.test')
    await userEvent.type(within(dialog).getByLabelText(/^First name/), 'Neue')
    await userEvent.type(within(dialog).getByLabelText(/^Last name/), 'Pilotin')
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Role/ }))
    expect(screen.queryByRole('option', { name: 'Administrator' })).not.toBeInTheDocument()
    // A club grants only the roles that fit a club.
    expect(screen.queryByRole('option', { name: 'CAO' })).not.toBeInTheDocument()
    expect(screen.queryByRole('option', { name: 'Maintenance Company' })).not.toBeInTheDocument()
    await userEvent.click(await screen.findByRole('option', { name: 'Club Member' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText('An invitation has been sent to neu@flugakte.test.')).toBeInTheDocument()
    expect(invites).toEqual([{ email: 'neu@flugakte.test', first_name: 'Neue', last_name: 'Pilotin', role: 3 }])
  })
})
