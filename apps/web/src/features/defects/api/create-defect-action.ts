import { defectActionInputSchema, type DefectActionInput } from '@flugakte/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { invalidateAfterDefectReport } from '../../../lib/outbox/defect-outbox'
import { defectKeys } from './keys'

export { defectActionInputSchema }

/**
 * POST /api/defect_actions: maintenance's assessment, deferral or rectification of a defect, append-only;
 * a correction is a new action that `amends` the earlier one. The server sets the author and, for a
 * deferral, the journey log's reading its deadline counts from.
 */
export async function createDefectAction(input: DefectActionInput): Promise<{ id: number }> {
  const created = await api<{ doc: { id: number } }>('/defect_actions', {
    method: 'POST',
    body: defectActionInputSchema.parse(input),
  })
  return created.doc
}

export function useCreateDefectAction(aircraft: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...defectKeys.all, 'create-action'],
    mutationFn: createDefectAction,
    // An action changes what a report changes: the defects, and the aircraft's status wherever it shows.
    onSuccess: () => invalidateAfterDefectReport(queryClient, aircraft),
  })
}
