import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'

import { api } from '../../../lib/api-client'

export const feedbackInputSchema = z.object({
  message: z.string().trim().min(3, 'tooShort').max(5000),
  route: z.string().max(500),
  aircraft: z.number().int().positive().optional(),
})
export type FeedbackInput = z.infer<typeof feedbackInputSchema>

export function createFeedback(input: FeedbackInput) {
  return api('/feedback', { method: 'POST', body: input })
}

export function useCreateFeedback() {
  return useMutation({ mutationKey: ['feedback', 'create'], mutationFn: createFeedback })
}
