import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { boardbookKeys } from './keys'
import type { Boardbook } from './types'

const RESULTS = 20

/**
 * GET /api/flight_logs/boardbook?q=: the aircraft's entries by number, day or aerodrome, searched in the
 * whole journey log on the server (a correction may refer to any entry, not just the page shown).
 */
export async function searchEntries(aircraft: number, text: string) {
  const result = await api<Boardbook>('/flight_logs/boardbook', { query: { aircraft, q: text.trim(), limit: RESULTS } })
  return result.docs
}

export const entrySearchQueryOptions = (aircraft: number, text: string) =>
  queryOptions({
    queryKey: boardbookKeys.entrySearch(aircraft, text.trim().toLowerCase()),
    queryFn: () => searchEntries(aircraft, text),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  })

export function useEntrySearch(aircraft: number, text: string, enabled: boolean) {
  return useQuery({ ...entrySearchQueryOptions(aircraft, text), enabled })
}
