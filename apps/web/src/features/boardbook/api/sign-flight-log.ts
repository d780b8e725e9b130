import type { AuthenticationResponseJSON } from '@simplewebauthn/browser'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { boardbookKeys } from './keys'
import type { Signature } from './types'

export type SignBody =
  { method: 'passkey'; response: AuthenticationResponseJSON } | { method: 'password'; password: string }

/**
 * POST /api/flight_logs/:id/sign: the pilot-in-command's sign-off. The server checks the passkey's
 * assertion or the password against the content hash it stores and answers in the caller's language
 * when it refuses (wrong password 400, not the pilot-in-command 403, signed already 409).
 */
export async function signFlightLog({ flightLog, body }: { flightLog: number; body: SignBody }): Promise<Signature> {
  return api<Signature>(`/flight_logs/${flightLog}/sign`, { method: 'POST', body })
}

export function useSignFlightLog() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...boardbookKeys.all, 'sign'],
    mutationFn: signFlightLog,
    onSettled: (_signature, _error, { flightLog }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boardbookKeys.signing(flightLog) }),
        // The entry's row, the aircraft's integrity check and the caller's list of entries to sign.
        queryClient.invalidateQueries({ queryKey: boardbookKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: boardbookKeys.awaitingSignature() }),
      ]),
  })
}
