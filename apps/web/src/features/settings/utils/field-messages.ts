import type { ParseKeys } from 'i18next'

/**
 * Zod messages are translation keys with their namespace (`common:PasswordTooShort`), so one schema
 * serves both languages and the form translates at render time; the type keeps them real keys.
 */
export type FieldMessageKey = `common:${ParseKeys<'common'>}` | `settings:${ParseKeys<'settings'>}`

export const fieldMessages = {
  required: 'common:EnterRequiredFields',
  wrongFormat: 'common:WrongFormat',
  passwordTooShort: 'common:PasswordTooShort',
  passwordDoNotMatch: 'common:PasswordDoNotMatch',
  tooLong: 'settings:form.tooLong',
} as const satisfies Record<string, FieldMessageKey>
