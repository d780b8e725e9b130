import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'

import { api } from '../../../lib/api-client'
import { fieldMessage } from '../../../lib/forms/field-message'
import { settingsKeys } from './keys'

/** Role as the select's string value (an id of a non-Administrator role). */
export const inviteUserInputSchema = z.object({
  email: z.string().trim().min(1, fieldMessage('EnterRequiredFields')).email(fieldMessage('WrongFormat')),
  first_name: z.string().trim().min(1, fieldMessage('EnterRequiredFields')),
  last_name: z.string().trim().min(1, fieldMessage('EnterRequiredFields')),
  role: z.string().min(1, fieldMessage('EnterRequiredFields')),
})
export type InviteUserInput = z.infer<typeof inviteUserInputSchema>

/**
 * POST /api/users/invite: the server creates the account with status 'invited' in the caller's
 * company and mails a link to set a password.
 */
export async function inviteUser({ input }: { companyId: number; input: InviteUserInput }) {
  await api('/users/invite', {
    method: 'POST',
    body: { email: input.email, first_name: input.first_name, last_name: input.last_name, role: Number(input.role) },
  })
}

export function useInviteUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: (_result, { companyId }) =>
      queryClient.invalidateQueries({ queryKey: settingsKeys.companyUsers(companyId) }),
  })
}
