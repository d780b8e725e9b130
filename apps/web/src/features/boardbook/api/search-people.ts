import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { useOnline } from '../../../lib/use-online'
import { boardbookKeys } from './keys'
import type { Person } from './types'

/** Spec: the user filter applies only for text longer than 1 character. */
export const PERSON_SEARCH_MIN_LENGTH = 2

export const isPersonSearch = (text: string) => text.trim().length >= PERSON_SEARCH_MIN_LENGTH

/** GET /api/users matching first name, last name or abbreviation; the server keeps it to the own company. */
export async function searchPeople(text: string): Promise<Person[]> {
  const like = text.trim()
  const result = await api<{ docs: Person[] }>('/users', {
    query: {
      where: {
        // Archived accounts no longer fly; suspended ones still appear on entries made for them.
        status: { in: ['draft', 'active', 'suspended'] },
        or: [{ first_name: { like } }, { last_name: { like } }, { abbreviation: { like } }],
      },
      limit: 20,
      depth: 0,
    },
  })
  return result.docs
}

export const personSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: boardbookKeys.people(text.trim().toLowerCase()),
    queryFn: () => searchPeople(text),
    staleTime: 60_000,
  })

/** The server search; without a connection it does not start (the lookup answers from the device). */
export function usePersonSearch(text: string, enabled: boolean) {
  const online = useOnline()
  return useQuery({ ...personSearchQueryOptions(text), enabled: enabled && online && isPersonSearch(text) })
}
