import { sumTotals, type Totals } from '@flugakte/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'

type Airport = { icao: string } | number | null
type LogRow = {
  date: string
  flight_time?: string | null
  cnt_ldg?: number | null
  location_to?: Airport
  location_ldg?: Airport
  time_landing_utc?: string | null
}

export type AircraftSummary = {
  totals: Totals
  lastFlight: { date: string; from: string; to: string } | null
}

const icao = (airport: Airport | undefined) => (airport && typeof airport === 'object' ? airport.icao : '')

/** Last flight and totals of one aircraft, from its journey log. */
export async function getAircraftSummary(aircraftId: number): Promise<AircraftSummary> {
  const result = await api<{ docs: LogRow[] }>('/flight_logs', {
    query: {
      where: { customer_aircraft: { equals: aircraftId } },
      sort: '-time_landing_utc',
      limit: 0,
      depth: 1,
      select: { date: true, flight_time: true, cnt_ldg: true, location_to: true, location_ldg: true },
    },
  })
  const last = result.docs[0]
  return {
    totals: sumTotals(result.docs),
    lastFlight: last ? { date: last.date, from: icao(last.location_to), to: icao(last.location_ldg) } : null,
  }
}

export const aircraftSummaryQueryOptions = (aircraftId: number) =>
  queryOptions({ queryKey: ['dashboard', 'summary', aircraftId], queryFn: () => getAircraftSummary(aircraftId) })

export function useAircraftSummary(aircraftId: number) {
  return useQuery(aircraftSummaryQueryOptions(aircraftId))
}
