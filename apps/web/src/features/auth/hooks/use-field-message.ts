import type { FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/** The spec's field messages (common namespace); the zod schemas use these keys as their messages. */
const FIELD_MESSAGES = ['EnterRequiredFields', 'WrongFormat', 'PasswordTooShort', 'PasswordDoNotMatch'] as const
type FieldMessage = (typeof FIELD_MESSAGES)[number]

function isFieldMessage(message: string): message is FieldMessage {
  return (FIELD_MESSAGES as readonly string[]).includes(message)
}

/** Translates a form field's error for display (undefined when the field is valid). */
export function useFieldMessage() {
  const { t } = useTranslation()
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined
    return isFieldMessage(error.message) ? t(error.message) : error.message
  }
}
