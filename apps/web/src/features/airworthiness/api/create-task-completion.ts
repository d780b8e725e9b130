import { taskCompletionInputSchema, type TaskCompletionInput } from '@flugakte/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { airworthinessKeys } from './keys'

export { taskCompletionInputSchema }

/** POST /api/task_completions: a new, append-only completion of a maintenance-programme task. */
export async function createTaskCompletion(input: TaskCompletionInput): Promise<{ id: number }> {
  const created = await api<{ doc: { id: number } }>('/task_completions', {
    method: 'POST',
    body: taskCompletionInputSchema.parse(input),
  })
  return created.doc
}

export function useCreateTaskCompletion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...airworthinessKeys.all, 'create-task-completion'],
    mutationFn: createTaskCompletion,
    // The aircraft's screens and the fleet status both show what this record changes.
    onSuccess: (_doc, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: airworthinessKeys.aircraft(input.customer_aircraft as number) }),
        queryClient.invalidateQueries({ queryKey: airworthinessKeys.fleet() }),
      ]),
  })
}
