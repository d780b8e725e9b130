import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import type { CurrentUser } from './types'

/** PATCH /api/users/{id}/switch-role {role}: the active role becomes another of the user's roles. */
export async function switchRole({ userId, roleId }: { userId: number; roleId: number }): Promise<CurrentUser> {
  const result = await api<{ data: CurrentUser }>(`/users/${userId}/switch-role`, {
    method: 'PATCH',
    body: { role: roleId },
  })
  return result.data
}

export function useSwitchRole() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: switchRole,
    // Menus, data and permissions all depend on the active role: refetch everything, no new login.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
