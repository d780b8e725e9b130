import type { AircraftDefects, DefectSummary } from '@flugakte/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../api-client'

export const aircraftDefectsKey = (aircraft: number) => ['defects', aircraft] as const

/** GET /api/customer_aircrafts/:id/defects: the aircraft's defects with their actions, newest first. */
export function getAircraftDefects(aircraft: number): Promise<AircraftDefects> {
  return api<AircraftDefects>(`/customer_aircrafts/${aircraft}/defects`)
}

export const aircraftDefectsQueryOptions = (aircraft: number) =>
  queryOptions({ queryKey: aircraftDefectsKey(aircraft), queryFn: () => getAircraftDefects(aircraft) })

/** A defect that grounds the aircraft; its description once the aircraft's defects are known. */
export type GroundingDefect = { id: number; description: string | null }

/**
 * The defects that ground an aircraft, named. The status summary holds their ids only, so the
 * aircraft's defects are loaded while it is grounded (and kept on the device with the other answers);
 * until they are there, or offline without them, a defect is named by its number.
 */
export function useGroundingDefects(aircraft: number, summary: DefectSummary | undefined): GroundingDefect[] {
  const ids = summary?.grounding ?? []
  const { data } = useQuery({ ...aircraftDefectsQueryOptions(aircraft), enabled: ids.length > 0 })
  return ids.map((id) => ({
    id,
    description:
      data?.defects.find((defect) => defect.id === id)?.description ??
      summary?.limitations.find((limitation) => limitation.defect === id)?.description ??
      null,
  }))
}
