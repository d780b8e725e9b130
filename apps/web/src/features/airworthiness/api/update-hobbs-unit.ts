import { HOBBS_UNITS, type HobbsUnit } from '@flugakte/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'

import { api } from '../../../lib/api-client'

export const hobbsUnitInputSchema = z.object({ hobbs_unit: z.enum(HOBBS_UNITS) })

/** PATCH /api/customer_aircrafts/:id with the unit its Hobbs meter shows (the aircraft's update access). */
export async function updateHobbsUnit({ aircraft, hobbsUnit }: { aircraft: number; hobbsUnit: HobbsUnit }) {
  return api<{ doc: { id: number; hobbs_unit: HobbsUnit } }>(`/customer_aircrafts/${aircraft}`, {
    method: 'PATCH',
    query: { depth: 0 },
    body: hobbsUnitInputSchema.parse({ hobbs_unit: hobbsUnit }),
  })
}

export function useUpdateHobbsUnit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateHobbsUnit,
    // The unit is read by the capabilities, the journey log and the offline pack: a rare change, so all
    // of them are asked again.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
