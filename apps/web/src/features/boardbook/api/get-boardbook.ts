import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query'

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
    // Paging shows the previous page until the next one arrives instead of a skeleton.
    placeholderData: keepPreviousData,
  })

/** Waits (skipToken) until an aircraft is chosen. */
export function useBoardbook(query: BoardbookQuery | null) {
  const { aircraft = null, page = 1, limit = BOARDBOOK_PAGE_SIZE } = query ?? {}
  return useQuery({
    queryKey: boardbookKeys.list(aircraft, page, limit),
    queryFn: aircraft === null ? skipToken : () => getBoardbook({ aircraft, page, limit }),
    placeholderData: keepPreviousData,
  })
}
