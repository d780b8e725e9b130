import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'

export function markNotificationRead(id: number) {
  return api(`/notifications/${id}`, { method: 'PATCH', body: { read: true } })
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['notifications', 'mark-read'],
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  })
}
