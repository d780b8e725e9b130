import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { boardbookKeys } from './keys'
import type { FlightLog } from './types'

export type AwaitingEntry = FlightLog & { customer_aircraft: { id: number; registration: string } }
export type AwaitingSignature = { docs: AwaitingEntry[]; totalDocs: number }

/** GET /api/flight_logs/awaiting-signature: the caller's entries as pilot-in-command still unsigned, on every aircraft. */
export async function getAwaitingSignature(): Promise<AwaitingSignature> {
  return api<AwaitingSignature>('/flight_logs/awaiting-signature')
}

export const awaitingSignatureQueryOptions = () =>
  queryOptions({ queryKey: boardbookKeys.awaitingSignature(), queryFn: getAwaitingSignature, staleTime: 30_000 })

export const useAwaitingSignature = () => useQuery(awaitingSignatureQueryOptions())
