import { newPasswordField } from '@flugakte/domain'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'

import { api } from '../../../lib/api-client'
import { fieldMessage } from '../../../lib/forms/field-message'

/** Spec (section 5, 9): new password and repeat required, at least 6 characters, both equal. */
export const newPasswordInputSchema = z
  .object({
    password: newPasswordField({
      required: fieldMessage('EnterRequiredFields'),
      tooShort: fieldMessage('PasswordTooShort'),
    }),
    passwordRepeat: z.string().min(1, fieldMessage('EnterRequiredFields')),
  })
  .refine((input) => input.password === input.passwordRepeat, {
    path: ['passwordRepeat'],
    message: fieldMessage('PasswordDoNotMatch'),
  })
export type NewPasswordInput = z.infer<typeof newPasswordInputSchema>

export type ResetPasswordInput = { token: string; password: string }

/**
 * POST /api/users/reset-password: sets the password with the mailed token. The server refuses an
 * unknown or used token (403) and a password against its policy (400 with the policy's message).
 */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await api('/users/reset-password', { method: 'POST', body: input })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
