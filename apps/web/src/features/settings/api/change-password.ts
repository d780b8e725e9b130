import { newPasswordField } from '@flugakte/domain'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'

import { api } from '../../../lib/api-client'
import { fieldMessage } from '../../../lib/forms/field-message'

export const changePasswordInputSchema = z
  .object({
    current_password: z.string().min(1, fieldMessage('EnterRequiredFields')),
    password: newPasswordField({
      required: fieldMessage('EnterRequiredFields'),
      tooShort: fieldMessage('PasswordTooShort'),
    }),
    password_repeat: z.string().min(1, fieldMessage('EnterRequiredFields')),
  })
  .refine((input) => input.password_repeat === '' || input.password === input.password_repeat, {
    message: fieldMessage('PasswordDoNotMatch'),
    path: ['password_repeat'],
  })
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>

/**
 * POST /api/users/change-password {current_password, password}: the server checks the current
 * password (a wrong one answers 400 at `current_password`, the policy at `password`, in the interface
 * language), keeps this session and ends the user's other sessions.
 */
export async function changePassword({ input }: { input: ChangePasswordInput }) {
  await api('/users/change-password', {
    method: 'POST',
    body: { current_password: input.current_password, password: input.password },
  })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
