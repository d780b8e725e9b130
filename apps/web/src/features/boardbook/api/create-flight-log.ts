import type { FlightLogEntry } from '@flugakte/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { boardbookKeys } from './keys'
import type { FlightLog } from './types'

/** POST /api/flight_logs with the checked form entry; the server validates again with the same schema. */
export async function createFlightLog(entry: FlightLogEntry): Promise<FlightLog> {
  // Only the times of the chosen mode travel; the other mode's leftovers would contradict them.
  const { to_utc, ldg_utc, flight_time, ...rest } = entry
  const body = entry.is_batch ? { ...rest, flight_time } : { ...rest, to_utc, ldg_utc }
  const result = await api<{ doc: FlightLog; message: string }>('/flight_logs', { method: 'POST', body })
  return result.doc
}

export function useCreateFlightLog() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...boardbookKeys.all, 'create'],
    mutationFn: createFlightLog,
    onSuccess: (_doc, entry) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boardbookKeys.aircraftLists(entry.customer_aircraft) }),
        queryClient.invalidateQueries({ queryKey: boardbookKeys.awaitingSignature() }),
      ]),
  })
}
