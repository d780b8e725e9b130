import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import type { BoardbookFilter } from './filter'
import { boardbookKeys } from './keys'
import type { Boardbook } from './types'

export const BOARDBOOK_PAGE_SIZE = 25

type BoardbookQuery = { aircraft: number; page?: number; limit?: number; filter?: BoardbookFilter }

/**
 * GET /api/flight_logs/boardbook: one page of an aircraft's entries (newest landing first) with its
 * totals; filtered, the entries of the days asked for that the search finds (number, day, aerodrome
 * or person).
 */
export async function getBoardbook({ aircraft, page = 1, limit = BOARDBOOK_PAGE_SIZE, filter = {} }: BoardbookQuery) {
  const { from, to, q } = filter
  return api<Boardbook>('/flight_logs/boardbook', { query: { aircraft, page, limit, from, to, q } })
}

export const boardbookQueryOptions = ({ aircraft, page = 1, limit = BOARDBOOK_PAGE_SIZE, filter }: BoardbookQuery) =>
  queryOptions({
    queryKey: boardbookKeys.list(aircraft, page, limit, filter),
    queryFn: () => getBoardbook({ aircraft, page, limit, filter }),
  })

/** One page, which the route's loader has fetched (paging keeps the page shown until the next one is there). */
export const useBoardbook = (query: BoardbookQuery) => useSuspenseQuery(boardbookQueryOptions(query))

/** The newest entries, for the readings a new entry starts from; the dialog opens before they arrive. */
export const useLatestEntries = (aircraft: number) => useQuery(boardbookQueryOptions({ aircraft }))
