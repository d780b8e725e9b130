import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from './api-client'

export type CountryOption = { label: string; value: number }

/** Spec: countries as select options; when none load, one entry Deutschland with value 1. */
export async function getCountries(locale: string): Promise<CountryOption[]> {
  try {
    const result = await api<{ docs: { id: number; name: string }[] }>('/countries', {
      query: { limit: 0, sort: 'name', locale, depth: 0 },
    })
    if (result.docs.length > 0) return result.docs.map((country) => ({ label: country.name, value: country.id }))
  } catch {
    // A failed load falls back like an empty one.
  }
  return [{ label: 'Deutschland', value: 1 }]
}

export const countriesQueryOptions = (locale: string) =>
  queryOptions({ queryKey: ['countries', locale], queryFn: () => getCountries(locale), staleTime: 60 * 60_000 })

export function useCountries(locale: string) {
  return useQuery(countriesQueryOptions(locale))
}
