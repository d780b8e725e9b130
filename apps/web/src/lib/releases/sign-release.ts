import type { ReleaseSignatureView, ReleaseSubject } from '@flugakte/domain'
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '../api-client'
import { releaseKeys } from './get-release-signing'

export type ReleaseSignBody = (
  { method: 'passkey'; response: AuthenticationResponseJSON } | { method: 'password'; password: string }
) & {
  /** The hash the dialog showed: the server refuses (409) when the stored record no longer has it. */
  content_hash?: string
}

export type SignReleaseInput = { subject: ReleaseSubject; id: number; body: ReleaseSignBody }

/**
 * POST /api/releases/:subject/:id/sign: the certifying person's signature of a release to service. The
 * server answers a refusal in the caller's language (wrong password 400, not the certifying person
 * 403, signed already or changed meanwhile 409).
 */
export function signRelease({ subject, id, body }: SignReleaseInput): Promise<ReleaseSignatureView> {
  return api<ReleaseSignatureView>(`/releases/${subject}/${id}/sign`, { method: 'POST', body })
}

export function useSignRelease() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...releaseKeys.all, 'sign'],
    mutationFn: signRelease,
    onSettled: (_signature, _error, { subject, id }) =>
      queryClient.invalidateQueries({ queryKey: releaseKeys.record(subject, id) }),
  })
}
