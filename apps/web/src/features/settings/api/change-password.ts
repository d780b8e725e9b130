import { newPasswordField } from '@flugakte/domain'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'

import { api, ApiError } from '../../../lib/api-client'
import { fieldMessages } from '../utils/field-messages'

export const changePasswordInputSchema = z
  .object({
    current_password: z.string().min(1, fieldMessages.required),
    password: newPasswordField({ required: fieldMessages.required, tooShort: fieldMessages.passwordTooShort }),
    password_repeat: z.string().min(1, fieldMessages.required),
  })
  .refine((input) => input.password_repeat === '' || input.password === input.password_repeat, {
    message: fieldMessages.passwordDoNotMatch,
    path: ['password_repeat'],
  })
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>

/** The current password was wrong; the form shows this at the current-password field. */
export class WrongCurrentPasswordError extends Error {}

/**
 * Checks the current password by logging in with it. `credentials: 'omit'` keeps the browser's
 * session cookie; the extra session is ended at once, so the stored login stays the only one.
 */
async function verifyCurrentPassword(email: string, password: string) {
  const response = await fetch('/api/users/login', {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (response.status === 401) throw new WrongCurrentPasswordError()
  const body = (await response.json().catch(() => ({}))) as { token?: string; errors?: { message?: string }[] }
  if (!response.ok || !body.token) {
    const messages = (body.errors ?? []).flatMap((error) => (error.message ? [error.message] : []))
    throw new ApiError(response.status, messages)
  }
  await fetch('/api/users/logout', {
    method: 'POST',
    credentials: 'omit',
    headers: { Authorization: `JWT ${body.token}` },
  }).catch(() => undefined)
}

/**
 * Verifies the current password, then PATCH /api/users/{id} {password}. Payload keeps the session
 * that makes the change (the stored one) and ends the user's other sessions.
 */
export async function changePassword({
  user,
  input,
}: {
  user: { id: number; email: string }
  input: ChangePasswordInput
}) {
  await verifyCurrentPassword(user.email, input.current_password)
  await api(`/users/${user.id}`, { method: 'PATCH', query: { depth: 0 }, body: { password: input.password } })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
