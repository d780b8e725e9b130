import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '../api-client'

/** PATCH /api/users/:id { last_aircraft }: the choice follows the user to the next login and device. */
export async function rememberAircraft({ userId, aircraft }: { userId: number; aircraft: number | null }) {
  await api(`/users/${userId}`, { method: 'PATCH', body: { last_aircraft: aircraft }, query: { depth: 0 } })
}

export function useRememberAircraft() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: rememberAircraft,
    // The current user's record carries the choice; read it anew next time.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
  })
}
