import type { AirworthinessReport } from '@flugakte/domain'
import { queryOptions, useQueries, useSuspenseQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { airworthinessKeys } from './keys'

/** GET /api/customer_aircrafts/:id/airworthiness: status, ADs, tasks, parts and what falls due next. */
export function getAirworthinessReport(aircraft: number): Promise<AirworthinessReport> {
  return api<AirworthinessReport>(`/customer_aircrafts/${aircraft}/airworthiness`)
}

export const airworthinessReportQueryOptions = (aircraft: number) =>
  queryOptions({ queryKey: airworthinessKeys.report(aircraft), queryFn: () => getAirworthinessReport(aircraft) })

/** The route's loader has fetched it; suspends only when rendered without one (tests). */
export const useAirworthinessReport = (aircraft: number) => useSuspenseQuery(airworthinessReportQueryOptions(aircraft))

/** One report per aircraft of the fleet, fetched in parallel. */
export function useAirworthinessReports(aircraft: readonly number[]) {
  return useQueries({ queries: aircraft.map((id) => airworthinessReportQueryOptions(id)) })
}
