import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'

import { api } from '../../../lib/api-client'
import { authKeys } from '../../../lib/current-user/keys'
import { fieldMessage } from '../../../lib/forms/field-message'
import type { CurrentUser, UpdateResult } from './types'

export const changeEmailInputSchema = z.object({
  email: z.string().trim().min(1, fieldMessage('EnterRequiredFields')).email(fieldMessage('WrongFormat')),
  current_password: z.string().min(1, fieldMessage('EnterRequiredFields')),
})
export type ChangeEmailInput = z.infer<typeof changeEmailInputSchema>

/**
 * POST /api/users/change-email {current_password, email}: the server checks the current password
 * (a wrong one answers 400 at `current_password`) and answers the updated account.
 */
export async function changeEmail(input: ChangeEmailInput): Promise<CurrentUser> {
  const result = await api<UpdateResult<CurrentUser>>('/users/change-email', {
    method: 'POST',
    body: { email: input.email, current_password: input.current_password },
  })
  return result.doc
}

export function useChangeEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (user) => queryClient.setQueryData(authKeys.me(), user),
  })
}
