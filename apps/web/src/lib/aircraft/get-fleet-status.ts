import type { AircraftSummary, FleetStatus } from '@flugakte/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../api-client'

/**
 * The key every airworthiness answer (fleet status, an aircraft's report) starts with: whatever changes
 * an aircraft's status (a record, a defect report, a deferral, a release) invalidates it.
 */
export const AIRWORTHINESS_KEY = ['airworthiness'] as const

export const fleetStatusKey = () => [...AIRWORTHINESS_KEY, 'fleet'] as const

/** GET /api/fleet/status: every aircraft the user may see, at a glance, in one request. */
export function getFleetStatus(): Promise<FleetStatus> {
  return api<FleetStatus>('/fleet/status')
}

export const fleetStatusQueryOptions = () => queryOptions({ queryKey: fleetStatusKey(), queryFn: getFleetStatus })

export const useFleetStatus = (enabled = true) => useQuery({ ...fleetStatusQueryOptions(), enabled })

/**
 * One aircraft's status and defects as the fleet status has them: the dashboard's answer, or offline the
 * device's copy of it. With `fetch: false` only what the device already holds is read.
 */
export function useAircraftStatus(
  aircraft: number | null | undefined,
  { fetch = true }: { fetch?: boolean } = {},
): AircraftSummary | undefined {
  const { data } = useQuery({ ...fleetStatusQueryOptions(), enabled: fetch && aircraft != null })
  return aircraft == null ? undefined : data?.aircraft.find((summary) => summary.aircraft.id === aircraft)
}
