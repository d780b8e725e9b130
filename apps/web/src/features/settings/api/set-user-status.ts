import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { settingsKeys } from './keys'

/** PATCH /api/users/{id} {status}: a company admin suspends or reactivates a colleague. */
export async function setUserStatus({
  userId,
  status,
}: {
  companyId: number
  userId: number
  status: 'active' | 'suspended'
}) {
  await api(`/users/${userId}`, { method: 'PATCH', query: { depth: 0 }, body: { status } })
}

export function useSetUserStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: (_result, { companyId }) =>
      queryClient.invalidateQueries({ queryKey: settingsKeys.companyUsers(companyId) }),
  })
}
