import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'

export type UserNotification = {
  id: number
  subject: string
  message?: string | null
  link?: string | null
  read?: boolean | null
  /** How many reports the notice stands for (repeated reports of one user within minutes); 1 or absent: one. */
  count?: number | null
  createdAt: string
}

export const notificationKeys = { list: (locale: string) => ['notifications', locale] as const }

export async function getNotifications(locale: string) {
  const result = await api<{ docs: UserNotification[] }>('/notifications', {
    query: { sort: '-createdAt', limit: 30, depth: 0, locale },
  })
  return result.docs
}

export const notificationsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: notificationKeys.list(locale),
    queryFn: () => getNotifications(locale),
    refetchInterval: 60_000,
  })

export function useNotifications(locale: string) {
  return useQuery(notificationsQueryOptions(locale))
}
