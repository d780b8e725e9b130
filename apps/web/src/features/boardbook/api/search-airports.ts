import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { useOnline } from '../../../lib/use-online'
import { boardbookKeys } from './keys'
import type { Airport } from './types'

/** Spec: the airport search starts only when the text is longer than 2 characters. */
export const AIRPORT_SEARCH_MIN_LENGTH = 3

export const isAirportSearch = (text: string) => text.trim().length >= AIRPORT_SEARCH_MIN_LENGTH

/** GET /api/airports whose ICAO code or name contains the text, by name. */
export async function searchAirports(text: string): Promise<Airport[]> {
  const like = text.trim()
  const result = await api<{ docs: Airport[] }>('/airports', {
    query: {
      where: { or: [{ icao: { like } }, { apt_name: { like } }] },
      limit: 20,
      sort: 'apt_name',
      depth: 0,
    },
  })
  return result.docs
}

export const airportSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: boardbookKeys.airports(text.trim().toLowerCase()),
    queryFn: () => searchAirports(text),
    staleTime: 10 * 60_000,
  })

/** The server search; without a connection it does not start (the lookup answers from the device). */
export function useAirportSearch(text: string, enabled: boolean) {
  const online = useOnline()
  return useQuery({ ...airportSearchQueryOptions(text), enabled: enabled && online && isAirportSearch(text) })
}
