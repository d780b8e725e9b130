import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { settingsKeys } from './keys'
import type { Role } from './types'

export async function getRoles(): Promise<Role[]> {
  const result = await api<{ docs: Role[] }>('/roles', { query: { limit: 0, sort: 'name', depth: 0 } })
  return result.docs
}

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.roles(), queryFn: getRoles, staleTime: 60 * 60_000 })

export function useRoles() {
  return useQuery(rolesQueryOptions())
}
