import type { AirworthinessReport } from '@flugakte/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { lifecycleKeys } from './keys'

/** GET /api/customer_aircrafts/:id/airworthiness: counters, installed components and programme tasks with their dues. */
export function getAirworthinessReport(aircraft: number): Promise<AirworthinessReport> {
  return api<AirworthinessReport>(`/customer_aircrafts/${aircraft}/airworthiness`)
}

export const airworthinessReportQueryOptions = (aircraft: number) =>
  queryOptions({ queryKey: lifecycleKeys.report(aircraft), queryFn: () => getAirworthinessReport(aircraft) })

export function useAirworthinessReport(aircraft: number | undefined) {
  return useQuery({ ...airworthinessReportQueryOptions(aircraft ?? 0), enabled: aircraft !== undefined })
}
