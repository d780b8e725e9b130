import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'

import { api } from '../../../lib/api-client'
import { fieldMessage } from '../../../lib/forms/field-message'
import { settingsKeys } from './keys'
import type { CompanyRecord, UpdateResult } from './types'

/** Country as the select's string value ('' for none); the name only counts for administrators. */
export const companyInputSchema = z.object({
  name: z.string().trim().min(1, fieldMessage('EnterRequiredFields')),
  address: z.string(),
  country: z.string(),
  approval_reference: z.string().trim().max(100, fieldMessage('tooLong')),
})
export type CompanyInput = z.infer<typeof companyInputSchema>

/** PATCH /api/companies/{id}; the name is sent only when the caller may change it. */
export async function updateCompany({
  id,
  input,
  includeName,
}: {
  id: number
  input: CompanyInput
  includeName: boolean
}): Promise<CompanyRecord> {
  const result = await api<UpdateResult<CompanyRecord>>(`/companies/${id}`, {
    method: 'PATCH',
    query: { depth: 0 },
    body: {
      ...(includeName ? { name: input.name } : {}),
      address: input.address,
      country: input.country ? Number(input.country) : null,
      approval_reference: input.approval_reference || null,
    },
  })
  return result.doc
}

export function useUpdateCompany() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => queryClient.setQueryData(settingsKeys.company(company.id), company),
  })
}
