import type { OperatingHoursReport } from '@flugakte/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { airworthinessKeys } from './keys'

/** GET /api/customer_aircrafts/:id/operating-hours: counters, engines and 24 months of use. */
export function getOperatingHours(aircraft: number): Promise<OperatingHoursReport> {
  return api<OperatingHoursReport>(`/customer_aircrafts/${aircraft}/operating-hours`)
}

export const operatingHoursQueryOptions = (aircraft: number) =>
  queryOptions({ queryKey: airworthinessKeys.operatingHours(aircraft), queryFn: () => getOperatingHours(aircraft) })

export function useOperatingHours(aircraft: number | undefined) {
  return useQuery({ ...operatingHoursQueryOptions(aircraft ?? 0), enabled: aircraft !== undefined })
}
