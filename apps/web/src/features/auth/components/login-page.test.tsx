import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { readSession } from '../../../lib/session'
import { mockServer, renderAt } from '../../../testing/render'

const USER = {
  id: 7,
  email: 'pilot@flugakte.test',
  first_name: 'Jonas',
  last_name: 'Becker',
  status: 'active',
  role: 3,
  language: 'en-US',
}

const server = mockServer(
  http.get('/app-config.json', () =>
    HttpResponse.json({ imprintUrl: 'https://example.org/imprint', privacyPolicyUrl: null }),
  ),
)

describe('LoginPage', () => {
  it('asks for the required fields', async () => {
    await renderAt('/login')
    await userEvent.click(await screen.findByRole('button', { name: 'Anmelden' }))
    expect(await screen.findAllByText('Bitte alle Pflichtfelder ausfüllen')).toHaveLength(2)
  })

  it('says when the e-mail address has the wrong format', async () => {
    await renderAt('/login', { language: 'en' })
    await userEvent.type(await screen.findByLabelText(/^E-mail/), 'not-an-address')
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret')
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Wrong format')).toBeInTheDocument()
    expect(screen.queryByText('Please enter all required fields')).not.toBeInTheDocument()
  })

  it('shows the imprint link from the configuration and hides the missing privacy link', async () => {
    await renderAt('/login')
    expect(await screen.findByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      'https://example.org/imprint',
    )
    expect(screen.queryByRole('link', { name: 'Datenschutzerklärung' })).not.toBeInTheDocument()
  })

  it('carries the typed address to the forgot-password screen', async () => {
    await renderAt('/login')
    await userEvent.type(await screen.findByLabelText(/^E-Mail/), 'pilot@flugakte.test')
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/reset-password?email=pilot%40flugakte.test',
    )
  })

  it('shows the server’s first message in an error notification that stays', async () => {
    server.use(
      http.post('/api/users/login', () =>
        HttpResponse.json({ errors: [{ message: 'The email or password provided is incorrect.' }] }, { status: 401 }),
      ),
    )
    await renderAt('/login')
    await userEvent.type(await screen.findByLabelText(/^E-Mail/), 'pilot@flugakte.test')
    await userEvent.type(screen.getByLabelText(/^Passwort/), 'wrong')
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The email or password provided is incorrect.')
    expect(readSession()).toBeNull()
  })

  it('falls back to “Cannot login due to some issues” without a server message', async () => {
    server.use(http.post('/api/users/login', () => new HttpResponse('Bad gateway', { status: 502 })))
    await renderAt('/login', { language: 'en' })
    await userEvent.type(await screen.findByLabelText(/^E-mail/), 'pilot@flugakte.test')
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret')
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot login due to some issues')
  })

  it('stores the session, switches to the user’s language and opens the dashboard with the aircraft', async () => {
    server.use(
      http.post('/api/users/login', () =>
        HttpResponse.json({ token: 'jwt', exp: Math.floor(Date.now() / 1000) + 3600, user: USER }),
      ),
    )
    const { router } = await renderAt('/login?aircraft=4')
    await userEvent.type(await screen.findByLabelText(/^E-Mail/), ' pilot@flugakte.test ')
    await userEvent.type(screen.getByLabelText(/^Passwort/), 'secret')
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(router.state.location.search).toEqual({ aircraft: 4 })
    expect(readSession()?.token).toBe('jwt')
    await waitFor(() => expect(localStorage.getItem('language')).toBe('en'))
  })
})
