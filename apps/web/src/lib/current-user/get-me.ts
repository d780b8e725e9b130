import { queryOptions, useQuery } from '@tanstack/react-query'

import { api, ApiError } from '../api-client'
import { endSession } from '../session'
import { authKeys } from './keys'
import type { CurrentUser } from './types'

export async function getMe(): Promise<CurrentUser> {
  const result = await api<{ user: CurrentUser | null }>('/users/me', { query: { depth: 1 } })
  // Payload answers /me for a token it no longer accepts with no user: that session has ended.
  if (!result.user) {
    endSession()
    throw new ApiError(401, [])
  }
  return result.user
}

export const meQueryOptions = () => queryOptions({ queryKey: authKeys.me(), queryFn: getMe, staleTime: 60_000 })

export function useMe() {
  return useQuery(meQueryOptions())
}

/** The signed-in user's name as a certificate names its signer; '' until it is known. */
export function useSignedInName() {
  const { data: me } = useMe()
  return me ? `${me.first_name} ${me.last_name}` : ''
}
