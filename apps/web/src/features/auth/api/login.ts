import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '../../../lib/api-client'
import { appLanguage, takeChosenLanguage, userLanguage } from '../../../lib/i18n'
import { saveSession, sessionFrom } from '../../../lib/session'
import type { LoginResult } from '../../../lib/current-user/types'
import { authKeys } from '../../../lib/current-user/keys'
import { fieldMessage, type FieldMessageKey } from '../../../lib/forms/field-message'

export type LoginInput = { email: string; password: string }
export type LoginProblems = Partial<Record<keyof LoginInput, FieldMessageKey>>

/** zod's `z.email()` pattern (login.test.ts holds these checks to the zod schema they replace). */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** Spec: email required (EnterRequiredFields) and valid (WrongFormat), leading and trailing spaces aside. */
export function emailProblem(email: string): FieldMessageKey | undefined {
  const trimmed = email.trim()
  if (!trimmed) return fieldMessage('EnterRequiredFields')
  if (!EMAIL.test(trimmed)) return fieldMessage('WrongFormat')
  return undefined
}

/**
 * Spec: email required and valid; password required. Plain checks, not a zod schema: the login page is
 * the first load, and zod would be a tenth of it.
 */
export function loginProblems({ email, password }: LoginInput): LoginProblems {
  const problems: LoginProblems = {}
  const emailWrong = emailProblem(email)
  if (emailWrong) problems.email = emailWrong
  if (!password) problems.password = fieldMessage('EnterRequiredFields')
  return problems
}

export async function login(input: LoginInput): Promise<LoginResult> {
  return startSession(await api<LoginResult>('/users/login', { method: 'POST', body: input }))
}

/** What every way of signing in does with the server's answer: keep the session, carry the chosen language. */
export async function startSession(result: LoginResult): Promise<LoginResult> {
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
