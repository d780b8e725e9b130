import type { HobbsUnit } from '@flugakte/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../api-client'

/** What the signed-in user may do on one aircraft, as the server decides it. */
export type AircraftCapabilities = {
  id: number
  registration: string
  add_flight_log: boolean
  record_compliance: boolean
  add_document: boolean
  /** The streamed ZIP of the aircraft's whole record. */
  record_export: boolean
  /** Reporting a defect (journey-log writers, contracted maintenance and CAO users). */
  report_defect: boolean
  /** Assessing, deferring and rectifying defects (contracted maintenance and CAO users). */
  handle_defects: boolean
  /** Changing the aircraft's setup (its Hobbs meter's unit). */
  edit_setup: boolean
  /** The unit the aircraft's Hobbs meter shows. */
  hobbs_unit: HobbsUnit
}

export type Capability = Exclude<keyof AircraftCapabilities, 'id' | 'registration' | 'hobbs_unit'>

/** GET /api/customer_aircrafts/capabilities: the same rules the server applies to each write. */
export async function getCapabilities(): Promise<AircraftCapabilities[]> {
  return (await api<{ docs: AircraftCapabilities[] }>('/customer_aircrafts/capabilities')).docs
}

export const capabilitiesQueryOptions = () =>
  queryOptions({ queryKey: ['aircraft', 'capabilities'], queryFn: getCapabilities, staleTime: 5 * 60_000 })

/**
 * Whether the user may do `capability` on the aircraft, or (without one) on any of their aircraft.
 * False until the server has answered: an action appears only once it is known to be allowed.
 */
export function useCan(capability: Capability, aircraftId?: number | null): boolean {
  const { data = [] } = useQuery(capabilitiesQueryOptions())
  if (aircraftId === undefined || aircraftId === null) return data.some((item) => item[capability])
  return data.some((item) => item.id === aircraftId && item[capability])
}

/** The aircraft on which the user may do `capability`. */
export function useAircraftWhereAllowed(capability: Capability): AircraftCapabilities[] {
  const { data = [] } = useQuery(capabilitiesQueryOptions())
  return data.filter((item) => item[capability])
}
