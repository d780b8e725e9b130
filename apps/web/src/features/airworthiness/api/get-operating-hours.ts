import type { OperatingHoursReport } from '@flugakte/domain'
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { airworthinessKeys } from './keys'

/** GET /api/customer_aircrafts/:id/operating-hours: counters, engines and 24 months of use. */
export function getOperatingHours(aircraft: number): Promise<OperatingHoursReport> {
  return api<OperatingHoursReport>(`/customer_aircrafts/${aircraft}/operating-hours`)
}

export const operatingHoursQueryOptions = (aircraft: number) =>
  queryOptions({ queryKey: airworthinessKeys.operatingHours(aircraft), queryFn: () => getOperatingHours(aircraft) })

/** Waits (skipToken) until an aircraft is chosen. */
export function useOperatingHours(aircraft: number | undefined) {
  return useQuery({
    queryKey: airworthinessKeys.operatingHours(aircraft ?? null),
    queryFn: aircraft === undefined ? skipToken : () => getOperatingHours(aircraft),
  })
}
