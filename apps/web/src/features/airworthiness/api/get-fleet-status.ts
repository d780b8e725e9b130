import type { FleetStatus } from '@flugakte/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { airworthinessKeys } from './keys'

/** GET /api/fleet/status: every aircraft the user may see, at a glance, in one request. */
export function getFleetStatus(): Promise<FleetStatus> {
  return api<FleetStatus>('/fleet/status')
}

export const fleetStatusQueryOptions = () =>
  queryOptions({ queryKey: airworthinessKeys.fleet(), queryFn: getFleetStatus })

export const useFleetStatus = (enabled = true) => useQuery({ ...fleetStatusQueryOptions(), enabled })
