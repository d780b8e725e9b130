import type { EquipmentList } from '@flugakte/domain'
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { airworthinessKeys } from './keys'

/** GET /api/customer_aircrafts/:id/equipmentlist: the installed equipment. */
export function getEquipmentList(aircraft: number): Promise<EquipmentList> {
  return api<EquipmentList>(`/customer_aircrafts/${aircraft}/equipmentlist`)
}

/** The same call as a download: PDF, or CSV on request. */
export const equipmentListDownloadPath = (aircraft: number, format: 'pdf' | 'csv') =>
  `/api/customer_aircrafts/${aircraft}/equipmentlist?download=true${format === 'csv' ? '&format=csv' : ''}`

export const equipmentListQueryOptions = (aircraft: number) =>
  queryOptions({ queryKey: airworthinessKeys.equipment(aircraft), queryFn: () => getEquipmentList(aircraft) })

/** Waits (skipToken) until an aircraft is chosen. */
export function useEquipmentList(aircraft: number | undefined) {
  return useQuery({
    queryKey: airworthinessKeys.equipment(aircraft ?? null),
    queryFn: aircraft === undefined ? skipToken : () => getEquipmentList(aircraft),
  })
}
