import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'
import { PasskeysSection } from './passkeys-section'

// The browser's WebAuthn ceremony: jsdom has none, and a test cannot touch a fingerprint.
vi.mock('@simplewebauthn/browser', () => ({ startRegistration: vi.fn(), browserSupportsWebAuthn: vi.fn() }))

const OPTIONS = {
  challenge: 'cmVnaXN0ZXI',
  rp: { id: 'flugakte.test', name: 'Flugakte' },
  user: { id: 'dXNlci03', name: 'pilot@flugakte.test', displayName: 'Jonas Becker' },
  pubKeyCredParams: [{ type: 'public-key', alg: -8 }],
}
const ATTESTATION = {
  id: 'cred-2',
  rawId: 'cred-2',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'AA' },
  clientExtensionResults: {},
}
const PHONE = { id: 1, name: 'iPhone', credential_id: 'cred-1', createdAt: '2026-04-30T08:15:00.000Z' }

const server = mockServer()

/** The user's passkeys, and the two registration calls answered like the server does. */
function serve({
  register = () =>
    HttpResponse.json({ id: 2, name: 'YubiKey', createdAt: '2026-05-02T10:00:00.000Z' }, { status: 201 }),
} = {}) {
  const passkeys = [PHONE]
  const registered: Record<string, unknown>[] = []
  server.use(
    http.get('/api/passkeys', () => HttpResponse.json({ docs: passkeys })),
    http.post('/api/passkeys/registration-options', () => HttpResponse.json({ options: OPTIONS, token: 'tok-1' })),
    http.post('/api/passkeys/register', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      registered.push(body)
      const response = register()
      if (response.status === 201) {
        passkeys.push({ id: 2, name: 'YubiKey', credential_id: 'cred-2', createdAt: '2026-05-02T10:00:00.000Z' })
      }
      return response
    }),
  )
  return registered
}

beforeEach(() => {
  vi.mocked(browserSupportsWebAuthn).mockReturnValue(true)
  vi.mocked(startRegistration).mockReset()
})

describe('PasskeysSection', () => {
  it('lists the user’s passkeys with the day and time they were registered', async () => {
    serve()
    await renderAt('/testing', { page: <PasskeysSection /> })
    const list = await screen.findByRole('list', { name: 'Ihre Passkeys' })
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'iPhone · Registriert 30. Apr. 26, Donnerstag, 08:15 UTC',
    )
  })

  it('registers a passkey through the browser’s ceremony and lists it', async () => {
    const registered = serve()
    vi.mocked(startRegistration).mockResolvedValue(ATTESTATION as never)
    await renderAt('/testing', { page: <PasskeysSection />, language: 'en' })
    await screen.findByRole('list', { name: 'Your passkeys' })
    await userEvent.type(screen.getByLabelText('Name of the new passkey'), ' YubiKey ')
    await userEvent.click(screen.getByRole('button', { name: 'Register passkey' }))
    expect(await screen.findByText('The passkey has been registered.')).toBeInTheDocument()
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS })
    expect(registered).toEqual([{ token: 'tok-1', response: ATTESTATION, name: 'YubiKey' }])
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2))
    expect(screen.getByLabelText('Name of the new passkey')).toHaveValue('')
  })

  it('lets the server name a passkey registered without a name', async () => {
    const registered = serve()
    vi.mocked(startRegistration).mockResolvedValue(ATTESTATION as never)
    await renderAt('/testing', { page: <PasskeysSection />, language: 'en' })
    await userEvent.click(await screen.findByRole('button', { name: 'Register passkey' }))
    await screen.findByText('The passkey has been registered.')
    expect(registered).toEqual([{ token: 'tok-1', response: ATTESTATION }])
  })

  it('says so when the ceremony is cancelled, and registers nothing', async () => {
    const registered = serve()
    vi.mocked(startRegistration).mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }))
    await renderAt('/testing', { page: <PasskeysSection /> })
    await userEvent.click(await screen.findByRole('button', { name: 'Passkey registrieren' }))
    expect(
      await screen.findByText('Es wurde kein Passkey registriert (abgebrochen oder Zeit abgelaufen).'),
    ).toBeInTheDocument()
    expect(registered).toEqual([])
  })

  it('shows the server’s refusal of the new passkey', async () => {
    serve({
      register: () =>
        HttpResponse.json({ errors: [{ message: 'Die Registrierung ist abgelaufen.' }] }, { status: 400 }),
    })
    vi.mocked(startRegistration).mockResolvedValue(ATTESTATION as never)
    await renderAt('/testing', { page: <PasskeysSection /> })
    await userEvent.click(await screen.findByRole('button', { name: 'Passkey registrieren' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Registrierung ist abgelaufen.')
  })

  it('explains that the browser cannot use passkeys, and offers no registration', async () => {
    vi.mocked(browserSupportsWebAuthn).mockReturnValue(false)
    server.use(http.get('/api/passkeys', () => HttpResponse.json({ docs: [] })))
    await renderAt('/testing', { page: <PasskeysSection />, language: 'en' })
    expect(await screen.findByText('You have not registered a passkey yet.')).toBeInTheDocument()
    expect(screen.getByText(/^This browser cannot use passkeys\./)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Register passkey' })).not.toBeInTheDocument()
  })
})
