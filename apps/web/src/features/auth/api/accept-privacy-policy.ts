import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { authKeys } from '../../../lib/current-user/keys'
import type { CurrentUser } from '../../../lib/current-user/types'

/** PATCH /api/users/{id}: records that the user accepted the privacy policy. */
export async function acceptPrivacyPolicy(userId: CurrentUser['id']): Promise<void> {
  await api(`/users/${userId}`, { method: 'PATCH', body: { accept_privacy_policy: true } })
}

export function useAcceptPrivacyPolicy() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptPrivacyPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me() }),
  })
}
