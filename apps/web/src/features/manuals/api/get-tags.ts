import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { manualKeys } from './keys'
import type { Tag } from './types'

/** GET /api/tags: every tag with its name in `locale`, the choices of the manuals' tag filter. */
export async function getTags(locale: string): Promise<Tag[]> {
  const result = await api<{ docs: Tag[] }>('/tags', { query: { depth: 0, pagination: false, sort: 'key', locale } })
  return result.docs
}

export const tagsQueryOptions = (locale: string) =>
  queryOptions({ queryKey: manualKeys.tags(locale), queryFn: () => getTags(locale), staleTime: Infinity })

export function useTags(locale: string) {
  return useQuery(tagsQueryOptions(locale))
}
