import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { readSession } from '../../../lib/session'
import { mockServer, renderAt } from '../../../testing/render'

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), browserSupportsWebAuthn: vi.fn() }))

const USER = { id: 7, email: 'pilot@flugakte.test', first_name: 'Jonas', last_name: 'Becker', status: 'active', role: 3, language: 'de-DE' }
const OPTIONS = { challenge: 'c2VydmVyLWNoYWxsZW5nZQ', rpId: 'localhost', userVerification: 'required', timeout: 300000 }
const ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
}

const sent: unknown[] = []
const server = mockServer(
  http.get('/app-config.json', () => HttpResponse.json({ imprintUrl: null, privacyPolicyUrl: null })),
  http.post('/api/users/passkey-login/options', () => HttpResponse.json({ options: OPTIONS, token: 'challenge-token' })),
  http.post('/api/users/passkey-login', async ({ request }) => {
    sent.push(await request.json())
    return HttpResponse.json({ token: 'passkey-jwt', exp: Math.floor(Date.now() / 1000) + 3600, user: USER })
  }),
)

beforeEach(() => {
  sent.length = 0
  vi.mocked(browserSupportsWebAuthn).mockReturnValue(true)
  vi.mocked(startAuthentication).mockReset()
})

describe('Sign in with a passkey', () => {
  it('is offered only where the browser can use passkeys', async () => {
    vi.mocked(browserSupportsWebAuthn).mockReturnValue(false)
    await renderAt('/login')
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mit Passkey anmelden' })).not.toBeInTheDocument()
  })

  it('asks no e-mail, sends the passkey’s answer with the challenge token and opens the dashboard', async () => {
    vi.mocked(startAuthentication).mockResolvedValue(ASSERTION as never)
    const { router } = await renderAt('/login?aircraft=4')
    await userEvent.click(await screen.findByRole('button', { name: 'Mit Passkey anmelden' }))
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument()
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS })
    expect(sent).toEqual([{ token: 'challenge-token', response: ASSERTION }])
    expect(router.state.location.search).toEqual({ aircraft: 4 })
    expect(readSession()?.token).toBe('passkey-jwt')
  })

  it('says so when the passkey dialog was cancelled, in English too', async () => {
    vi.mocked(startAuthentication).mockRejectedValue(new Error('NotAllowedError'))
    await renderAt('/login', { language: 'en' })
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The passkey was not used (cancelled or timed out)')
    expect(sent).toEqual([])
    expect(readSession()).toBeNull()
  })

  it('shows the server’s refusal', async () => {
    vi.mocked(startAuthentication).mockResolvedValue(ASSERTION as never)
    server.use(
      http.post('/api/users/passkey-login', () =>
        HttpResponse.json({ errors: [{ message: 'Dieser Passkey wurde für die Anmeldung nicht angenommen.' }] }, { status: 400 }),
      ),
    )
    await renderAt('/login')
    await userEvent.click(await screen.findByRole('button', { name: 'Mit Passkey anmelden' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Dieser Passkey wurde für die Anmeldung nicht angenommen.'))
    expect(readSession()).toBeNull()
  })
})
