import type { EquipmentList } from '@flugakte/domain'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

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

/** The route's loader has fetched it; suspends only when rendered without one (tests). */
export const useEquipmentList = (aircraft: number) => useSuspenseQuery(equipmentListQueryOptions(aircraft))
