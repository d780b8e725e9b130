import { modificationInputSchema, type ModificationInput } from '@flugakte/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { invalidateAfterRecord } from './invalidate-after-record'

export { modificationInputSchema }

/** POST /api/modifications_repairs: a new, append-only entry of the register of modifications and repairs. */
export async function createModification(input: ModificationInput): Promise<{ id: number }> {
  const created = await api<{ doc: { id: number } }>('/modifications_repairs', {
    method: 'POST',
    body: modificationInputSchema.parse(input),
  })
  return created.doc
}

export function useCreateModification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['records', 'create-modification'],
    mutationFn: createModification,
    onSuccess: () => invalidateAfterRecord(queryClient),
  })
}
