import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { authKeys } from '../../../lib/current-user/keys'
import type { LoginResult } from '../../../lib/current-user/types'
import { startSession } from './login'

/** The browser did not hand over a passkey (cancelled, timed out, none for this site). */
export class PasskeyNotUsed extends Error {}

/**
 * Sign-in with a passkey: the server's challenge, the browser's passkey dialog (it offers the passkeys
 * it holds for this site, so no e-mail is asked), then the server checks the answer and opens the
 * session as a password login does.
 */
export async function passkeyLogin(): Promise<LoginResult> {
  const { options, token } = await api<{ options: PublicKeyCredentialRequestOptionsJSON; token: string }>(
    '/users/passkey-login/options',
    { method: 'POST', body: {} },
  )
  const response = await startAuthentication({ optionsJSON: options }).catch(() => {
    throw new PasskeyNotUsed()
  })
  return startSession(await api<LoginResult>('/users/passkey-login', { method: 'POST', body: { token, response } }))
}

export function usePasskeyLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: passkeyLogin,
    onSuccess: (result) => queryClient.setQueryData(authKeys.me(), result.user),
  })
}
