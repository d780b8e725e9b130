import { contentHash } from '@flugakte/domain'
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { mockServer, renderAt } from '../../../testing/render'
import type { Signing } from '../api/get-signing'
import type { FlightLog } from '../api/types'
import { AIRCRAFT, COPILOT, ENTRIES, ME, SIGNATURE, signingOf } from '../testing/boardbook-fixtures'
import { SignEntryDialog } from './sign-entry-dialog'

// The browser's WebAuthn ceremony: jsdom has none, and a test cannot touch a fingerprint.
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), browserSupportsWebAuthn: vi.fn() }))

// As the boardbook hands it over: with the aircraft of the page.
const ENTRY: FlightLog = { ...ENTRIES[0]!, customer_aircraft: AIRCRAFT.id }
const ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
}

const server = mockServer()

/** Answers /signing with `signing` and records every POST /sign, answering it with `answer`. */
function serve(signing: Signing, answer: () => Response = () => HttpResponse.json(SIGNATURE, { status: 201 })) {
  const signs: Record<string, unknown>[] = []
  server.use(
    http.get(`/api/flight_logs/${ENTRY.id}/signing`, () => HttpResponse.json(signing)),
    http.post(`/api/flight_logs/${ENTRY.id}/sign`, async ({ request }) => {
      signs.push((await request.json()) as Record<string, unknown>)
      return answer()
    }),
  )
  return signs
}

async function open(language: 'de' | 'en' = 'en', entry = ENTRY) {
  const onClose = vi.fn()
  await renderAt('/testing', { page: <SignEntryDialog entry={entry} onClose={onClose} />, language })
  const dialog = await screen.findByRole('dialog', {
    name: language === 'en' ? 'Sign entry #13' : 'Eintrag #13 unterschreiben',
  })
  return { dialog, onClose }
}

beforeEach(() => {
  vi.mocked(browserSupportsWebAuthn).mockReturnValue(true)
  vi.mocked(startAuthentication).mockReset()
})

describe('SignEntryDialog', () => {
  it('signs with the passkey over the server’s challenge once the entry’s hash matches, and shows the hash', async () => {
    const signing = await signingOf(ENTRY, {
      allow_credentials: [{ id: 'cred-1', transports: ['internal', 'hybrid'] }],
    })
    const signs = serve(signing)
    vi.mocked(startAuthentication).mockResolvedValue(ASSERTION as never)
    const { dialog, onClose } = await open()
    expect(await within(dialog).findByText('D-EKLU #13 · 2 May 26 · EDKB → EDDK · 10:00 – 11:15 UTC')).toBeVisible()
    expect(within(dialog).getByText(`${signing.content_hash.slice(0, 12)}…`)).toBeInTheDocument()

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sign with passkey' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(startAuthentication).toHaveBeenCalledWith({
      optionsJSON: {
        challenge: signing.challenge,
        rpId: 'flugakte.test',
        allowCredentials: [{ id: 'cred-1', type: 'public-key', transports: ['internal', 'hybrid'] }],
        userVerification: 'required',
      },
    })
    expect(signs).toEqual([{ method: 'passkey', response: ASSERTION }])
    expect(await screen.findByText('Entry #13 has been signed.')).toBeInTheDocument()
  })

  it('signs with the password when the user has no passkey', async () => {
    const signs = serve(await signingOf(ENTRY))
    const { dialog, onClose } = await open()
    const password = await within(dialog).findByLabelText(/^Password/)
    expect(within(dialog).queryByRole('button', { name: 'Sign with passkey' })).not.toBeInTheDocument()
    await userEvent.type(password, 'Flugakte-Demo-1')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign with password' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(signs).toEqual([{ method: 'password', password: 'Flugakte-Demo-1' }])
    expect(startAuthentication).not.toHaveBeenCalled()
  })

  it('shows the server’s message for a wrong password and stays open', async () => {
    const signs = serve(await signingOf(ENTRY), () =>
      HttpResponse.json({ errors: [{ message: 'Das Passwort ist nicht richtig.' }] }, { status: 400 }),
    )
    const { dialog, onClose } = await open('de')
    await userEvent.type(await within(dialog).findByLabelText(/^Passwort/), 'falsch')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mit Passwort unterschreiben' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('Nicht unterschrieben')
    expect(alert).toHaveTextContent('Das Passwort ist nicht richtig.')
    expect(signs).toHaveLength(1)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('asks for the password first and sends nothing without it', async () => {
    const signs = serve(await signingOf(ENTRY))
    const { dialog } = await open()
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sign with password' }))
    expect(await within(dialog).findByText('Please enter all required fields')).toBeInTheDocument()
    expect(signs).toHaveLength(0)
  })

  it('offers the password when the passkey ceremony is cancelled', async () => {
    const signs = serve(await signingOf(ENTRY, { allow_credentials: [{ id: 'cred-1' }] }))
    vi.mocked(startAuthentication).mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }))
    const { dialog, onClose } = await open()
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sign with passkey' }))
    expect(
      await within(dialog).findByText(
        'The passkey was not used (cancelled or timed out). Try again or sign with your password.',
      ),
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Password/)).toBeInTheDocument()
    expect(signs).toHaveLength(0)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('tells someone else whose signature the entry awaits, and offers no signing', async () => {
    // Entry 13: a student with an instructor, who is in command.
    const signs = serve(await signingOf(ENTRY, { may_sign: false }))
    const { dialog } = await open('de', { ...ENTRY, crew: { pilot: ME, copilot: COPILOT }, pic: COPILOT.id })
    expect(await within(dialog).findByText('Wartet auf die Unterschrift von Sophie Koch')).toBeInTheDocument()
    expect(within(dialog).queryByLabelText(/^Passwort/)).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Mit Passkey unterschreiben' })).not.toBeInTheDocument()
    // The dialog's × and the button under the notice.
    expect(within(dialog).getAllByRole('button', { name: 'Schließen' })).toHaveLength(2)
    expect(signs).toHaveLength(0)
  })

  it('refuses to sign an entry whose content here does not match the server’s hash', async () => {
    const signing = await signingOf(ENTRY, { allow_credentials: [{ id: 'cred-1' }] })
    const signs = serve(signing)
    // The list shows a landing time other than the one recorded.
    const shown = { ...ENTRY, ldg_utc: '11:20' }
    const { dialog } = await open('en', shown)
    expect(await within(dialog).findByText('Do not sign this entry')).toBeInTheDocument()
    const local = (await contentHash(shown)).slice(0, 12)
    expect(
      within(dialog).getByText(
        `The entry received here does not match what the server recorded (content hash ${signing.content_hash.slice(0, 12)}… on the server, ${local}… here). Reload the page and check the entry.`,
      ),
    ).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Sign with passkey' })).not.toBeInTheDocument()
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Sign later' })).toBeInTheDocument()
    expect(signs).toHaveLength(0)
  })

  it('shows who signed an entry signed meanwhile', async () => {
    serve(await signingOf(ENTRY, { signed: { ...SIGNATURE, method: 'password' } }))
    const { dialog } = await open()
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Signed by Jonas Becker, 2 May 26, Saturday 11:30 UTC (Password)',
    )
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument()
  })

  it('closes on “Sign later” without signing', async () => {
    const signs = serve(await signingOf(ENTRY))
    const { dialog, onClose } = await open()
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sign later' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(signs).toHaveLength(0)
  })
})
