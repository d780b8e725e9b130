import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { authKeys } from './keys'
import type { CurrentUser } from './types'

export async function getMe(): Promise<CurrentUser> {
  const result = await api<{ user: CurrentUser | null }>('/users/me', { query: { depth: 1 } })
  if (!result.user) throw new Error('Not logged in')
  return result.user
}

export const meQueryOptions = () => queryOptions({ queryKey: authKeys.me(), queryFn: getMe, staleTime: 60_000 })

export function useMe() {
  return useQuery(meQueryOptions())
}
