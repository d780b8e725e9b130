import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { defectKeys } from './keys'

/** GET /api/flight_logs/:id: the journey-log number a report from that flight names (the server numbers entries). */
export async function getFlightLogNumber(id: number): Promise<number | null> {
  const entry = await api<{ number?: number | null }>(`/flight_logs/${id}`, { query: { depth: 0 } })
  return entry.number ?? null
}

export const flightLogNumberQueryOptions = (id: number) =>
  queryOptions({
    queryKey: defectKeys.flightLog(id),
    queryFn: () => getFlightLogNumber(id),
    // An entry keeps its number.
    staleTime: Infinity,
  })

/** The number, once known; offline or for an entry still on the device, the dialog names the entry without it. */
export const useFlightLogNumber = (id: number | undefined) =>
  useQuery({ ...flightLogNumberQueryOptions(id ?? 0), enabled: id !== undefined, retry: false })
