import { isFiltered, type BoardbookFilter } from './filter'

/** Query keys of the boardbook feature. */
export const boardbookKeys = {
  all: ['boardbook'] as const,
  lists: () => [...boardbookKeys.all, 'list'] as const,
  list: (aircraft: number | null, page: number, limit: number, filter?: BoardbookFilter) =>
    isFiltered(filter)
      ? ([...boardbookKeys.lists(), aircraft, page, limit, filter] as const)
      : ([...boardbookKeys.lists(), aircraft, page, limit] as const),
  aircraftLists: (aircraft: number) => [...boardbookKeys.lists(), aircraft] as const,
  airports: (search: string) => [...boardbookKeys.all, 'airports', search] as const,
  people: (search: string) => [...boardbookKeys.all, 'people', search] as const,
  entrySearch: (aircraft: number, search: string) => [...boardbookKeys.lists(), aircraft, 'search', search] as const,
  // Under the aircraft's lists: a new entry or signature changes what the check finds.
  integrity: (aircraft: number) => [...boardbookKeys.lists(), aircraft, 'integrity'] as const,
  signing: (flightLog: number) => [...boardbookKeys.all, 'signing', flightLog] as const,
  awaitingSignature: () => [...boardbookKeys.all, 'awaiting-signature'] as const,
}
