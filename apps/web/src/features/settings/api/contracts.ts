import { queryOptions, useMutation, useSuspenseQuery, useQueryClient } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { settingsKeys } from './keys'

export type ContractStatus = 'requested' | 'accepted' | 'declined' | 'ended'
export type ContractKind = 'maintenance_company' | 'cao'

/** An aircraft contract as GET /api/aircraft_contracts?depth=0 returns it (names are the server's snapshots). */
export type AircraftContract = {
  id: number
  customer_aircraft: number
  company: number
  kind: ContractKind
  status: ContractStatus
  registration?: string | null
  owner_company?: number | null
  owner_name?: string | null
  company_name?: string | null
  decided_at?: string | null
  createdAt: string
}

/** The contracts the caller's company is party to: requests to it and contracts of its aircraft. */
export async function getContracts(): Promise<AircraftContract[]> {
  const result = await api<{ docs: AircraftContract[] }>('/aircraft_contracts', {
    query: { depth: 0, limit: 0, sort: '-createdAt' },
  })
  return result.docs
}

export const contractsQueryOptions = () => queryOptions({ queryKey: settingsKeys.contracts(), queryFn: getContracts })

/** The route's loader has fetched it; suspends only when rendered without one (tests). */
export function useContracts() {
  return useSuspenseQuery(contractsQueryOptions())
}

/** PATCH /api/aircraft_contracts/{id} {status}: accept, decline, withdraw or end. */
export async function setContractStatus({ id, status }: { id: number; status: Exclude<ContractStatus, 'requested'> }) {
  await api(`/aircraft_contracts/${id}`, { method: 'PATCH', query: { depth: 0 }, body: { status } })
}

export function useSetContractStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setContractStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.contracts() }),
  })
}
