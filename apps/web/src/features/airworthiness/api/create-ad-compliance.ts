import { adComplianceInputSchema, type AdComplianceInput } from '@flugakte/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { airworthinessKeys } from './keys'

export { adComplianceInputSchema }

/** POST /api/ad_compliances: a new, append-only AD record (a correction amends an earlier one). */
export async function createAdCompliance(input: AdComplianceInput): Promise<{ id: number }> {
  const created = await api<{ doc: { id: number } }>('/ad_compliances', {
    method: 'POST',
    body: adComplianceInputSchema.parse(input),
  })
  return created.doc
}

export function useCreateAdCompliance() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...airworthinessKeys.all, 'create-ad-compliance'],
    mutationFn: createAdCompliance,
    // The aircraft's screens and the fleet status both show what this record changes.
    onSuccess: (_doc, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: airworthinessKeys.aircraft(input.customer_aircraft as number) }),
        queryClient.invalidateQueries({ queryKey: airworthinessKeys.fleet() }),
      ]),
  })
}
