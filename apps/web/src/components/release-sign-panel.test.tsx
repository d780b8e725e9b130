import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { ReleaseSigning } from '../lib/releases/get-release-signing'
import { mockServer, renderAt } from '../testing/render'
import { ReleaseSignPanel } from './release-sign-panel'

// The browser's WebAuthn ceremony: jsdom has none, and a test cannot touch a fingerprint.
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), browserSupportsWebAuthn: vi.fn() }))

const HASH = 'c0ffee'.repeat(10) + 'abcd'
const SIGNING: ReleaseSigning = {
  content_hash: HASH,
  challenge: 'wP_-7g',
  rp_id: 'flugakte.test',
  passkeys: [],
  may_sign: true,
  signature: null,
}
const SIGNATURE = {
  id: 5,
  signer: 'Maria Fischer',
  method: 'password' as const,
  signed_at: '2026-11-21T14:00:00.000Z',
  content_hash: HASH,
}
const ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
}

const server = mockServer()

/** Answers /signing with `signing`, records every POST /sign and answers it with `answer`. */
function serve(
  signing: Partial<ReleaseSigning> = {},
  answer: () => Response = () => HttpResponse.json(SIGNATURE, { status: 201 }),
) {
  const signs: Record<string, unknown>[] = []
  server.use(
    http.get('/api/releases/task_completions/41/signing', () => HttpResponse.json({ ...SIGNING, ...signing })),
    http.post('/api/releases/task_completions/41/sign', async ({ request }) => {
      signs.push((await request.json()) as Record<string, unknown>)
      return answer()
    }),
  )
  return signs
}

async function renderPanel(language: 'de' | 'en' = 'en') {
  const onSigned = vi.fn()
  const onLater = vi.fn()
  await renderAt('/testing', {
    language,
    page: (
      <ReleaseSignPanel subject="task_completions" recordId={41} onSigned={onSigned} onLater={onLater}>
        <p>100-hour inspection</p>
      </ReleaseSignPanel>
    ),
  })
  return { onSigned, onLater }
}

beforeEach(() => {
  vi.mocked(browserSupportsWebAuthn).mockReturnValue(true)
  vi.mocked(startAuthentication).mockReset()
})

describe('ReleaseSignPanel', () => {
  it('shows what is certified with the short hash, and signs with the password', async () => {
    const signs = serve()
    const { onSigned } = await renderPanel()
    const certified = await screen.findByRole('group', { name: 'You certify' })
    expect(certified).toHaveTextContent('100-hour inspection')
    expect(certified).toHaveTextContent('Certifies that the work specified was carried out in accordance with Part-ML')
    expect(certified).toHaveTextContent(`${HASH.slice(0, 12)}…`)
    expect(screen.queryByRole('button', { name: 'Sign with passkey' })).not.toBeInTheDocument()

    await userEvent.type(screen.getByLabelText(/^Password/), 'Flugakte-Demo-1')
    await userEvent.click(screen.getByRole('button', { name: 'Sign with password' }))
    await waitFor(() => expect(onSigned).toHaveBeenCalledTimes(1))
    expect(signs).toEqual([{ method: 'password', password: 'Flugakte-Demo-1', content_hash: HASH }])
    expect(await screen.findByText('The release to service has been signed.')).toBeInTheDocument()
  })

  it('asks for the password before sending anything', async () => {
    const signs = serve()
    await renderPanel('de')
    await userEvent.click(await screen.findByRole('button', { name: 'Mit Passwort unterschreiben' }))
    expect(await screen.findByText('Bitte alle Pflichtfelder ausfüllen')).toBeInTheDocument()
    expect(signs).toEqual([])
  })

  it('shows the server’s refusal (403) and stays', async () => {
    const signs = serve({}, () =>
      HttpResponse.json(
        { errors: [{ message: 'Nur die bescheinigende Person darf diese Freigabe unterschreiben.' }] },
        { status: 403 },
      ),
    )
    // The api client asks who the token belongs to after a 403; without a session it does not.
    const { onSigned } = await renderPanel('de')
    await userEvent.type(await screen.findByLabelText(/^Passwort/), 'geheim')
    await userEvent.click(screen.getByRole('button', { name: 'Mit Passwort unterschreiben' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Nicht unterschrieben')
    expect(alert).toHaveTextContent('Nur die bescheinigende Person darf diese Freigabe unterschreiben.')
    expect(signs).toHaveLength(1)
    expect(onSigned).not.toHaveBeenCalled()
  })

  it('signs with a passkey over the server’s challenge', async () => {
    const signs = serve({ passkeys: [{ credential_id: 'cred-1', name: 'Phone', transports: ['internal'] }] })
    vi.mocked(startAuthentication).mockResolvedValue(ASSERTION as never)
    const { onSigned } = await renderPanel()
    await userEvent.click(await screen.findByRole('button', { name: 'Sign with passkey' }))
    await waitFor(() => expect(onSigned).toHaveBeenCalledTimes(1))
    expect(startAuthentication).toHaveBeenCalledWith({
      optionsJSON: {
        challenge: 'wP_-7g',
        rpId: 'flugakte.test',
        allowCredentials: [{ id: 'cred-1', type: 'public-key', transports: ['internal'] }],
        userVerification: 'required',
      },
    })
    expect(signs).toEqual([{ method: 'passkey', response: ASSERTION, content_hash: HASH }])
  })

  it('offers the password when the passkey is not used', async () => {
    const signs = serve({ passkeys: [{ credential_id: 'cred-1', name: 'Phone' }] })
    vi.mocked(startAuthentication).mockRejectedValue(new Error('NotAllowedError'))
    await renderPanel()
    await userEvent.click(await screen.findByRole('button', { name: 'Sign with passkey' }))
    expect(
      await screen.findByText(
        'The passkey was not used (cancelled or timed out). Try again or sign with your password.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument()
    expect(signs).toEqual([])
  })

  it('says who signed an already signed release', async () => {
    serve({ may_sign: false, signature: { ...SIGNATURE, method: 'passkey' } })
    const { onSigned } = await renderPanel('de')
    expect(
      await screen.findByText(/^✓ Unterschrieben von Maria Fischer am 21\. Nov\. 26, .* \(Passkey\)$/),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }))
    expect(onSigned).toHaveBeenCalledTimes(1)
  })

  it('tells anyone but the certifying person that they cannot sign, and offers no signing', async () => {
    serve({ may_sign: false })
    const { onLater } = await renderPanel()
    expect(
      await screen.findByText('Only the certifying person who recorded this release can sign it.'),
    ).toBeInTheDocument()
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onLater).toHaveBeenCalledTimes(1)
  })

  it('signs an airworthiness review with the review’s own words', async () => {
    const signs: Record<string, unknown>[] = []
    server.use(
      http.get('/api/releases/airworthiness_reviews/8/signing', () =>
        HttpResponse.json({ ...SIGNING, may_sign: true }),
      ),
      http.post('/api/releases/airworthiness_reviews/8/sign', async ({ request }) => {
        signs.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json(SIGNATURE, { status: 201 })
      }),
    )
    const onSigned = vi.fn()
    await renderAt('/testing', {
      language: 'de',
      page: (
        <ReleaseSignPanel subject="airworthiness_reviews" recordId={8} onSigned={onSigned}>
          <p>ARC verlängert</p>
        </ReleaseSignPanel>
      ),
    })
    const certified = await screen.findByRole('group', { name: 'Sie bescheinigen' })
    expect(certified).toHaveTextContent('Die Lufttüchtigkeitsprüfung wurde gemäß ML.A.903 durchgeführt')
    expect(certified).not.toHaveTextContent('Part-ML')
    expect(screen.getByText(/^Als Prüfer unterschreiben Sie diese Lufttüchtigkeitsprüfung/)).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText(/^Passwort/), 'Flugakte-Demo-1')
    await userEvent.click(screen.getByRole('button', { name: 'Mit Passwort unterschreiben' }))
    await waitFor(() => expect(onSigned).toHaveBeenCalledTimes(1))
    expect(signs).toEqual([{ method: 'password', password: 'Flugakte-Demo-1', content_hash: HASH }])
    expect(await screen.findByText('Die Prüfung ist unterschrieben.')).toBeInTheDocument()
  })

  it('tells anyone but the reviewer that they cannot sign a review', async () => {
    server.use(
      http.get('/api/releases/airworthiness_reviews/8/signing', () =>
        HttpResponse.json({ ...SIGNING, may_sign: false }),
      ),
    )
    await renderAt('/testing', {
      language: 'en',
      page: <ReleaseSignPanel subject="airworthiness_reviews" recordId={8} onSigned={vi.fn()} onLater={vi.fn()} />,
    })
    expect(await screen.findByText('Only the reviewer who recorded this review can sign it.')).toBeInTheDocument()
  })

  it('lets the signature wait', async () => {
    serve()
    const { onLater, onSigned } = await renderPanel()
    await userEvent.click(await screen.findByRole('button', { name: 'Sign later' }))
    expect(onLater).toHaveBeenCalledTimes(1)
    expect(onSigned).not.toHaveBeenCalled()
  })
})
