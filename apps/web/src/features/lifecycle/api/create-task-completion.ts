import { taskCompletionInputSchema, type TaskCompletionInput } from '@flugakte/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'

import { api } from '../../../lib/api-client'
import { lifecycleKeys } from './keys'

export { taskCompletionInputSchema, type TaskCompletionInput }

/** What the schema makes of the input: trimmed texts, empty ones left out. */
export type TaskCompletion = z.output<typeof taskCompletionInputSchema>

/**
 * POST /api/task_completions: a new completion of a maintenance-programme task. Records are
 * append-only; a correction is a new record with `amends` and notes.
 */
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
    mutationKey: [...lifecycleKeys.all, 'create-task-completion'],
    mutationFn: createTaskCompletion,
    onSuccess: (_doc, input) => queryClient.invalidateQueries({ queryKey: lifecycleKeys.aircraft(input.customer_aircraft) }),
  })
}
