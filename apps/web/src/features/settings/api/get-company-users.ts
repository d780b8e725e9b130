import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { settingsKeys } from './keys'
import type { CompanyUser } from './types'

/** GET /api/users?where[company][equals]=…: everyone of the company except archived accounts. */
export async function getCompanyUsers(companyId: number): Promise<CompanyUser[]> {
  const result = await api<{ docs: CompanyUser[] }>('/users', {
    query: {
      where: { and: [{ company: { equals: companyId } }, { status: { not_equals: 'archived' } }] },
      depth: 1,
      limit: 0,
      sort: 'last_name',
    },
  })
  return result.docs
}

export const companyUsersQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: settingsKeys.companyUsers(companyId), queryFn: () => getCompanyUsers(companyId) })

/** The route's loader has fetched it; suspends only when rendered without one (tests). */
export function useCompanyUsers(companyId: number) {
  return useSuspenseQuery(companyUsersQueryOptions(companyId))
}
