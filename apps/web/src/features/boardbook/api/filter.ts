/** The boardbook's filter: the days from–to (YYYY-MM-DD, both included) and a search text. */
export type BoardbookFilter = { from?: string; to?: string; q?: string }

/** Whether the filter narrows the list (else it is the whole log). */
export const isFiltered = (filter: BoardbookFilter | undefined) => Boolean(filter?.from || filter?.to || filter?.q)
