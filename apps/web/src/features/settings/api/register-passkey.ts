import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'

import { api } from '../../../lib/api-client'
import { fieldMessage } from '../../../lib/forms/field-message'
import type { Passkey } from './get-passkeys'
import { settingsKeys } from './keys'

/** A name tells the user's passkeys apart (the phone, the security key); the server names it without one. */
export const registerPasskeyInputSchema = z.object({ name: z.string().trim().max(60, fieldMessage('tooLong')) })
export type RegisterPasskeyInput = z.infer<typeof registerPasskeyInputSchema>

/**
 * Registers a passkey: the server's options (with a token that ties the answer to them), the
 * browser's ceremony (the authenticator asks for fingerprint, face or PIN), then the server checks
 * and stores the new credential.
 */
export async function registerPasskey({
  name,
}: RegisterPasskeyInput): Promise<Pick<Passkey, 'id' | 'name' | 'createdAt'>> {
  const { options, token } = await api<{ options: PublicKeyCredentialCreationOptionsJSON; token: string }>(
    '/passkeys/registration-options',
    { method: 'POST' },
  )
  const response = await startRegistration({ optionsJSON: options })
  return api('/passkeys/register', { method: 'POST', body: { token, response, ...(name ? { name } : {}) } })
}

export function useRegisterPasskey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: registerPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.passkeys() }),
  })
}
