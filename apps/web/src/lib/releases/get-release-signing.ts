import type { ReleaseSignatureView, ReleaseSubject } from '@flugakte/domain'
import type { AuthenticatorTransport } from '@simplewebauthn/browser'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../api-client'

/** Query keys of releases to service, whichever record (defect action, task completion, AD record) carries one. */
export const releaseKeys = {
  all: ['releases'] as const,
  record: (subject: ReleaseSubject, id: number) => [...releaseKeys.all, subject, id] as const,
  signing: (subject: ReleaseSubject, id: number) => [...releaseKeys.record(subject, id), 'signing'] as const,
}

/** What the certifying person is asked to sign, as GET /api/releases/:subject/:id/signing states it. */
export type ReleaseSigning = {
  /** SHA-256 over the record and its certificate as the server stores them (releaseContentHash). */
  content_hash: string
  /**
   * The WebAuthn challenge a passkey signs (base64url): the content hash followed by a server nonce
   * that expires after ten minutes, so the dialog asks for a new one every five.
   */
  challenge: string
  rp_id?: string
  /** The caller's own passkeys; empty when they have none. */
  passkeys: { credential_id: string; name: string | null; transports?: AuthenticatorTransport[] }[]
  /** Only the certifying person who recorded the release, once. */
  may_sign: boolean
  signature: ReleaseSignatureView | null
}

export function getReleaseSigning(subject: ReleaseSubject, id: number): Promise<ReleaseSigning> {
  return api<ReleaseSigning>(`/releases/${subject}/${id}/signing`)
}

export const releaseSigningQueryOptions = (subject: ReleaseSubject, id: number) =>
  queryOptions({
    queryKey: releaseKeys.signing(subject, id),
    queryFn: () => getReleaseSigning(subject, id),
    // A signature made elsewhere meanwhile must show before anyone signs twice.
    staleTime: 0,
    // The challenge's nonce expires after ten minutes (server: passkey-challenge.ts): an open dialog
    // gets a new one in time.
    refetchInterval: 5 * 60_000,
  })

export const useReleaseSigning = (subject: ReleaseSubject, id: number) =>
  useQuery(releaseSigningQueryOptions(subject, id))
