import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { settingsKeys } from './keys'
import type { CompanyRecord } from './types'

export function getCompany(id: number): Promise<CompanyRecord> {
  return api<CompanyRecord>(`/companies/${id}`, { query: { depth: 0 } })
}

export const companyQueryOptions = (id: number) =>
  queryOptions({ queryKey: settingsKeys.company(id), queryFn: () => getCompany(id) })

export function useCompany(id: number) {
  return useQuery(companyQueryOptions(id))
}
