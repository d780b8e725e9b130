import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'
import { SwitchRoleTab } from './switch-role-tab'

const CLUB_MEMBER = { id: 3, name: 'Club Member' }
const OPERATOR = { id: 2, name: 'Operator' }

let activeRole = CLUB_MEMBER
const me = () => ({
  id: 7,
  email: 'member@flugakte.test',
  first_name: 'Marie',
  last_name: 'Schneider',
  status: 'active',
  role: activeRole,
  roles: [CLUB_MEMBER, OPERATOR],
  language: 'en-US',
})

const server = mockServer(http.get('/api/users/me', () => HttpResponse.json({ user: me() })))

describe('SwitchRoleTab', () => {
  it('lists the held roles, switches the active one and reloads what depends on it', async () => {
    activeRole = CLUB_MEMBER
    const switches: unknown[] = []
    server.use(
      http.patch('/api/users/7/switch-role', async ({ request }) => {
        const body = (await request.json()) as { role: number }
        switches.push(body)
        activeRole = body.role === OPERATOR.id ? OPERATOR : CLUB_MEMBER
        return HttpResponse.json({ data: me() })
      }),
    )
    const { queryClient } = await renderAt('/testing', { page: <SwitchRoleTab />, language: 'en' })
    // Any other cached data, e.g. the aircraft list, depends on the role too.
    queryClient.setQueryData(['aircraft', 'list'], [])

    const roles = await screen.findByRole('list', { name: 'Your roles' })
    const member = within(roles).getByText('Club Member').closest('li') as HTMLElement
    expect(within(member).getByText('Active')).toBeInTheDocument()
    expect(member).toHaveAttribute('aria-current', 'true')

    await userEvent.click(within(roles).getByRole('button', { name: 'Switch to Operator' }))
    expect(await screen.findByText('You now work as Operator.')).toBeInTheDocument()
    expect(switches).toEqual([{ role: OPERATOR.id }])
    const operator = within(roles).getByText('Operator').closest('li') as HTMLElement
    expect(within(operator).getByText('Active')).toBeInTheDocument()
    expect(within(roles).getByRole('button', { name: 'Switch to Club Member' })).toBeInTheDocument()
    expect(queryClient.getQueryState(['aircraft', 'list'])?.isInvalidated).toBe(true)
  })

  it('shows the server’s refusal', async () => {
    activeRole = CLUB_MEMBER
    server.use(
      http.patch('/api/users/7/switch-role', () =>
        HttpResponse.json({ errors: [{ message: 'The user does not hold this role' }] }, { status: 400 }),
      ),
    )
    await renderAt('/testing', { page: <SwitchRoleTab />, language: 'en' })
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to Operator' }))
    expect(await screen.findByText('The user does not hold this role')).toBeInTheDocument()
  })
})
