import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { boardbookKeys } from './keys'

export type BreakReason = 'content' | 'chain' | 'gap' | 'checkpoint' | 'signature'

/** The server's check of an aircraft's whole chain, its checkpoints and its signatures. */
export type JourneyLogIntegrity = {
  ok: boolean
  entries: number
  head: { number: number; hash: string | null } | null
  checkpoints: { count: number; latest: { signed_at: string; head_number: number | null; ok: boolean } | null }
  signatures: { count: number; invalid: number }
  firstBroken: { number: number; reason: BreakReason } | null
  /** The aircraft's event log: entries, sign-offs, releases and records under signed heads. */
  log?: {
    ok: boolean
    size: number
    firstBroken: { seq: number; reason: LogBreakReason } | null
  }
}

export type LogBreakReason = 'content' | 'missing' | 'unlogged' | 'order' | 'head' | 'root' | 'truncated' | 'unsigned'

/** GET /api/customer_aircrafts/:id/journey-log/verify */
export async function verifyJourneyLog(aircraft: number): Promise<JourneyLogIntegrity> {
  return api<JourneyLogIntegrity>(`/customer_aircrafts/${aircraft}/journey-log/verify`)
}

export const journeyLogIntegrityQueryOptions = (aircraft: number) =>
  queryOptions({
    queryKey: boardbookKeys.integrity(aircraft),
    queryFn: () => verifyJourneyLog(aircraft),
    staleTime: 60_000,
  })

/** Loaded beside the boardbook, never before it: the check reads the whole log. */
export const useJourneyLogIntegrity = (aircraft: number) => useQuery(journeyLogIntegrityQueryOptions(aircraft))
