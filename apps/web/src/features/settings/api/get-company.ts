import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { settingsKeys } from './keys'
import type { CompanyRecord } from './types'

export function getCompany(id: number): Promise<CompanyRecord> {
  return api<CompanyRecord>(`/companies/${id}`, { query: { depth: 0 } })
}

export const companyQueryOptions = (id: number) =>
  queryOptions({ queryKey: settingsKeys.company(id), queryFn: () => getCompany(id) })

/** The route's loader has fetched it; suspends only when rendered without one (tests). */
export function useCompany(id: number) {
  return useSuspenseQuery(companyQueryOptions(id))
}
