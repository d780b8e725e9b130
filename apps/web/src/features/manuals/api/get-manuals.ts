import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { manualKeys } from './keys'
import type { Manual } from './types'

type Query = { aircraft: number; tags: readonly string[]; locale: string }

/** GET /api/app-files/manuals: the manuals that apply to the aircraft and carry every tag (a JSON list). */
export async function getManuals({ aircraft, tags, locale }: Query): Promise<Manual[]> {
  const result = await api<{ data: Manual[] }>('/app-files/manuals', {
    query: { customerAircraftId: aircraft, tags: JSON.stringify(tags), locale },
  })
  return result.data
}

export const manualsQueryOptions = ({ aircraft, tags, locale }: Query) =>
  queryOptions({
    queryKey: manualKeys.list(aircraft, tags, locale),
    queryFn: () => getManuals({ aircraft, tags, locale }),
  })

/**
 * The route's loader has fetched it for the URL's tags; a language switch suspends until the list in
 * that language is there. No staleTime: the list reloads whenever the screen opens again.
 */
export const useManuals = (query: Query) => useSuspenseQuery(manualsQueryOptions(query))
