import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'

import { api } from '../../../lib/api-client'
import { fieldMessage } from '../../../lib/forms/field-message'
import type { AircraftContract, ContractKind } from './contracts'
import { settingsKeys } from './keys'

/** A company the owner may name, as GET /api/companies/contractors lists it (nothing more is shared). */
export type ContractorChoice = { id: number; name: string; kind: ContractKind; country: number | null }

/** GET /api/companies/contractors?kind=…: the maintenance companies or CAOs an owner may ask. */
export async function getContractors(kind: ContractKind): Promise<ContractorChoice[]> {
  return (await api<{ docs: ContractorChoice[] }>('/companies/contractors', { query: { kind } })).docs
}

/** Waits (skipToken) until a kind is chosen. */
export function useContractors(kind: ContractKind | null) {
  return useQuery({
    queryKey: settingsKeys.contractors(kind),
    queryFn: kind === null ? skipToken : () => getContractors(kind),
  })
}

export type OwnAircraft = { id: number; registration: string }

/** The company's own aircraft (any status: a contract may be requested before publishing). */
export async function getOwnAircraft(companyId: number): Promise<OwnAircraft[]> {
  const result = await api<{ docs: OwnAircraft[] }>('/customer_aircrafts', {
    query: { where: { company: { equals: companyId } }, depth: 0, limit: 0, sort: 'registration' },
  })
  return result.docs
}

export function useOwnAircraft(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.ownAircraft(companyId),
    queryFn: () => getOwnAircraft(companyId),
    enabled,
  })
}

type CollectionPermission = boolean | { create?: boolean | { permission?: boolean } } | undefined

/** Whether the server's permissions (GET /api/access) let the caller create aircraft contracts. */
export function mayCreate(permission: CollectionPermission): boolean {
  if (permission === true) return true
  if (!permission || typeof permission !== 'object') return false
  const create = permission.create
  return create === true || (typeof create === 'object' && create?.permission === true)
}

export async function getMayRequestContracts(): Promise<boolean> {
  const access = await api<{ collections?: Record<string, CollectionPermission> }>('/access')
  return mayCreate(access.collections?.aircraft_contracts)
}

export const mayRequestContractsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.mayRequestContracts(), queryFn: getMayRequestContracts })

/** Asks the server whether the caller may request contracts (the page shows the form only then). */
export function useMayRequestContracts() {
  return useQuery(mayRequestContractsQueryOptions())
}

/** The select values are strings; the server gets numbers. */
export const requestContractInputSchema = z.object({
  customer_aircraft: z.string().min(1, fieldMessage('EnterRequiredFields')),
  kind: z.enum(['maintenance_company', 'cao'], { message: fieldMessage('EnterRequiredFields') }),
  company: z.string().min(1, fieldMessage('EnterRequiredFields')),
})
export type RequestContractInput = z.infer<typeof requestContractInputSchema>

/** POST /api/aircraft_contracts: the server makes it a request (status requested) and checks the parties. */
export async function requestContract(input: RequestContractInput): Promise<AircraftContract> {
  const result = await api<{ doc: AircraftContract }>('/aircraft_contracts', {
    method: 'POST',
    query: { depth: 0 },
    body: { customer_aircraft: Number(input.customer_aircraft), kind: input.kind, company: Number(input.company) },
  })
  return result.doc
}

export function useRequestContract() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestContract,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.contracts() }),
  })
}
