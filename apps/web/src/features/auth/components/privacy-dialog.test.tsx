import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'
import type { CurrentUser } from '../../../lib/current-user/types'
import { PrivacyDialog } from './privacy-dialog'

const USER: CurrentUser = {
  id: 7,
  email: 'pilot@flugakte.test',
  first_name: 'Jonas',
  last_name: 'Becker',
  status: 'active',
  role: 3,
  language: 'de-DE',
  accept_privacy_policy: false,
}

const server = mockServer(
  http.get('/app-config.json', () =>
    HttpResponse.json({ imprintUrl: null, privacyPolicyUrl: 'https://example.org/privacy' }),
  ),
)

describe('PrivacyDialog', () => {
  it('stays hidden once the policy is accepted', async () => {
    await renderAt('/testing', { page: <PrivacyDialog user={{ ...USER, accept_privacy_policy: true }} /> })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('cannot be dismissed and offers the policy, Accept and Logout', async () => {
    await renderAt('/testing', { page: <PrivacyDialog user={USER} /> })
    const dialog = await screen.findByRole('dialog', { name: 'Datenschutzerklärung' })
    await userEvent.keyboard('{Escape}')
    expect(dialog).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /schließen|close/i })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung lesen' })).toHaveAttribute(
      'href',
      'https://example.org/privacy',
    )
    expect(screen.getByRole('link', { name: 'Abmelden' })).toHaveAttribute('href', '/logout')
  })

  it('records the acceptance on the user', async () => {
    const patches: unknown[] = []
    server.use(
      http.patch('/api/users/7', async ({ request }) => {
        patches.push(await request.json())
        return HttpResponse.json({ doc: { ...USER, accept_privacy_policy: true } })
      }),
    )
    await renderAt('/testing', { page: <PrivacyDialog user={USER} /> })
    await userEvent.click(await screen.findByRole('button', { name: 'Akzeptieren' }))
    await waitFor(() => expect(patches).toEqual([{ accept_privacy_policy: true }]))
  })
})
