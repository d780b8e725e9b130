import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { airworthinessKeys } from './keys'

export type AdRecordRow = {
  id: number
  date: string
  status: string
  reason?: string | null
  method_of_compliance?: string | null
  airframe_minutes?: number | null
  performed_by?: string | null
  notes?: string | null
  installed_component?: string | null
  amends?: number | { id: number } | null
  author_company?: { name: string } | number | null
  certifying_document?: { id: number; title: string } | number | null
  /** The certificate of release to service (its fields null when the record carries none). */
  release?: {
    certifying_person?: string | null
    licence?: string | null
    approval_reference?: string | null
    date?: string | null
    place?: string | null
  } | null
}

/** GET /api/ad_compliances: every record of one AD on one aircraft, newest first (corrections included). */
export async function getAdRecords(aircraft: number, directive: number): Promise<AdRecordRow[]> {
  const result = await api<{ docs: AdRecordRow[] }>('/ad_compliances', {
    query: {
      where: { customer_aircraft: { equals: aircraft }, airworthiness_directive: { equals: directive } },
      sort: '-date',
      depth: 1,
      pagination: false,
    },
  })
  return result.docs
}

export const adRecordsQueryOptions = (aircraft: number, directive: number) =>
  queryOptions({
    queryKey: airworthinessKeys.adRecords(aircraft, directive),
    queryFn: () => getAdRecords(aircraft, directive),
  })

export function useAdRecords(aircraft: number, directive: number) {
  return useQuery(adRecordsQueryOptions(aircraft, directive))
}

/** The AD status report as a download. */
export const adReportDownloadPath = (aircraft: number) => `/api/app-files/ad?customerAircraft=${aircraft}&download=true`
