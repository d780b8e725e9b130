import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../api-client'

export type CustomerAircraft = {
  id: number
  registration: string
  aircraft?:
    { id: number; model?: string; easa_types?: { id: number; name: string; variant: string } | number } | number
}

/** Spec: published customer aircraft, all of them (limit -1 → Payload's limit 0). */
export async function getCustomerAircrafts(): Promise<CustomerAircraft[]> {
  const result = await api<{ docs: CustomerAircraft[] }>('/customer_aircrafts', {
    query: { where: { status: { equals: 'published' } }, limit: 0, depth: 2, sort: 'registration' },
  })
  return result.docs
}

export const customerAircraftsQueryOptions = () =>
  queryOptions({ queryKey: ['aircraft', 'list'], queryFn: getCustomerAircrafts, staleTime: 5 * 60_000 })

export function useCustomerAircrafts() {
  return useQuery(customerAircraftsQueryOptions())
}

/** The aircraft selector's label: registration plus the EASA variant in brackets. */
export function aircraftLabel(aircraft: CustomerAircraft): string {
  const type = typeof aircraft.aircraft === 'object' ? aircraft.aircraft.easa_types : undefined
  const variant = typeof type === 'object' ? type.variant : undefined
  return variant ? `${aircraft.registration} (${variant})` : aircraft.registration
}

/** The aircraft's EASA type id, once the aircraft list has loaded. */
export function easaTypeIdOf(aircraft: CustomerAircraft | undefined): number | undefined {
  const type = typeof aircraft?.aircraft === 'object' ? aircraft.aircraft.easa_types : undefined
  return typeof type === 'object' ? type.id : type
}
