import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'

import { api } from '../../../lib/api-client'
import { appLanguage, takeChosenLanguage, userLanguage } from '../../../lib/i18n'
import { saveSession, sessionFrom } from '../../../lib/session'
import type { LoginResult } from '../../../lib/current-user/types'
import { authKeys } from '../../../lib/current-user/keys'
import { fieldMessage } from '../../../lib/forms/field-message'

/** Spec: email required and valid (EnterRequiredFields, WrongFormat); password required. */
export const loginInputSchema = z.object({
  email: z.string().trim().min(1, fieldMessage('EnterRequiredFields')).email(fieldMessage('WrongFormat')),
  password: z.string().min(1, fieldMessage('EnterRequiredFields')),
})
export type LoginInput = z.infer<typeof loginInputSchema>

export async function login(input: LoginInput): Promise<LoginResult> {
  const result = await api<LoginResult>('/users/login', { method: 'POST', body: input })
  saveSession(sessionFrom(result.token, result.exp))
  // A language chosen on the login page before signing in becomes the profile's language.
  const chosen = takeChosenLanguage()
  if (chosen && appLanguage(result.user.language) !== chosen) {
    const language = userLanguage(chosen)
    await api(`/users/${result.user.id}`, { method: 'PATCH', body: { language }, query: { depth: 0 } })
    return { ...result, user: { ...result.user, language } }
  }
  return result
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => queryClient.setQueryData(authKeys.me(), result.user),
  })
}
