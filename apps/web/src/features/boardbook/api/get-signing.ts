import type { AuthenticatorTransport } from '@simplewebauthn/browser'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { boardbookKeys } from './keys'
import type { Signature } from './types'

/** What the pilot-in-command is asked to sign, as GET /api/flight_logs/:id/signing states it. */
export type Signing = {
  flight_log: number
  /** Null for entries recorded before the chain (nobody signs those). */
  content_hash: string | null
  /**
   * The WebAuthn challenge a passkey signs (base64url): the content hash followed by a server nonce
   * that expires after ten minutes, so the dialog asks for a new one every five.
   */
  challenge: string | null
  rp_id: string
  /** The caller's own passkeys; empty when they have none. */
  allow_credentials: { id: string; transports?: AuthenticatorTransport[] }[]
  may_sign: boolean
  signed: Signature | null
}

export async function getSigning(flightLog: number): Promise<Signing> {
  return api<Signing>(`/flight_logs/${flightLog}/signing`)
}

export const signingQueryOptions = (flightLog: number) =>
  queryOptions({
    queryKey: boardbookKeys.signing(flightLog),
    queryFn: () => getSigning(flightLog),
    // A signature someone made elsewhere meanwhile must show before anyone signs twice.
    staleTime: 0,
    // The challenge's nonce expires after ten minutes (server: passkey-challenge.ts): an open dialog
    // gets a new one in time.
    refetchInterval: 5 * 60_000,
  })

export const useSigning = (flightLog: number) => useQuery(signingQueryOptions(flightLog))
