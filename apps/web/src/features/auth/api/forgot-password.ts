import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'

import { ApiError } from '../../../lib/api-client'
import { emailProblem } from './login'

/** Spec: email required ('Please enter all required fields') and valid ('Wrong format'), as at login. */
export const forgotPasswordInputSchema = z.object({
  email: z
    .string()
    .trim()
    .refine((email) => !emailProblem(email), { error: (issue) => emailProblem(String(issue.input)) }),
})
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>

/**
 * POST /api/users/forgot-password: the server mails a link to /change-password?token=…. Spec: any
 * status other than 200/204 is a failure (an ApiError); a network failure rejects with a TypeError.
 */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<void> {
  const response = await fetch('/api/users/forgot-password', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  })
  if (response.status !== 200 && response.status !== 204) throw new ApiError(response.status, [])
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
