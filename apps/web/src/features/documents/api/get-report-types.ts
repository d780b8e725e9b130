import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { documentKeys } from './keys'
import { REPORT_TYPES } from '@flugakte/domain'

import type { Named } from './types'

/** GET /api/doc_types: the seven report types with their ids and names in `locale`, in menu order. */
export async function getReportTypes(locale: string): Promise<Named[]> {
  const result = await api<{ docs: Named[] }>('/doc_types', {
    query: { where: { key: { in: REPORT_TYPES.join(',') } }, depth: 0, pagination: false, locale },
  })
  return REPORT_TYPES.map((key) => result.docs.find((type) => type.key === key)).filter(
    (type): type is Named => type !== undefined,
  )
}

export const reportTypesQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: documentKeys.reportTypes(locale),
    queryFn: () => getReportTypes(locale),
    staleTime: Infinity,
  })

export function useReportTypes(locale: string) {
  return useQuery(reportTypesQueryOptions(locale))
}
