import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { boardbookKeys } from './keys'
import type { Boardbook } from './types'

export const BOARDBOOK_PAGE_SIZE = 25

type BoardbookQuery = { aircraft: number; page?: number; limit?: number }

/** GET /api/flight_logs/boardbook: one page of an aircraft's entries (newest landing first) with its totals. */
export async function getBoardbook({ aircraft, page = 1, limit = BOARDBOOK_PAGE_SIZE }: BoardbookQuery) {
  return api<Boardbook>('/flight_logs/boardbook', { query: { aircraft, page, limit } })
}

export const boardbookQueryOptions = ({ aircraft, page = 1, limit = BOARDBOOK_PAGE_SIZE }: BoardbookQuery) =>
  queryOptions({
    queryKey: boardbookKeys.list(aircraft, page, limit),
    queryFn: () => getBoardbook({ aircraft, page, limit }),
  })

/** One page, which the route's loader has fetched (paging keeps the page shown until the next one is there). */
export const useBoardbook = (query: BoardbookQuery) => useSuspenseQuery(boardbookQueryOptions(query))

/** The newest entries, for the readings a new entry starts from; the dialog opens before they arrive. */
export const useLatestEntries = (aircraft: number) => useQuery(boardbookQueryOptions({ aircraft }))
