import type { OperatingHoursReport } from '@flugakte/domain'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { airworthinessKeys } from './keys'

/** GET /api/customer_aircrafts/:id/operating-hours: counters, engines and 24 months of use. */
export function getOperatingHours(aircraft: number): Promise<OperatingHoursReport> {
  return api<OperatingHoursReport>(`/customer_aircrafts/${aircraft}/operating-hours`)
}

export const operatingHoursQueryOptions = (aircraft: number) =>
  queryOptions({ queryKey: airworthinessKeys.operatingHours(aircraft), queryFn: () => getOperatingHours(aircraft) })

/** The route's loader has fetched it; suspends only when rendered without one (tests). */
export const useOperatingHours = (aircraft: number) => useSuspenseQuery(operatingHoursQueryOptions(aircraft))
