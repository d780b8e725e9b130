import { reviewInputSchema, type ReviewInput } from '@flugakte/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { invalidateAfterRecord } from './invalidate-after-record'

export { reviewInputSchema }

/** POST /api/airworthiness_reviews: the CAO's record of an airworthiness review (ML.A.903), signed next. */
export async function createReview(input: ReviewInput): Promise<{ id: number }> {
  const created = await api<{ doc: { id: number } }>('/airworthiness_reviews', {
    method: 'POST',
    body: reviewInputSchema.parse(input),
  })
  return created.doc
}

export function useCreateReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['records', 'create-review'],
    mutationFn: createReview,
    onSuccess: () => invalidateAfterRecord(queryClient),
  })
}
