import type { ParseKeys } from 'i18next'
import { useCallback } from 'react'
import type { FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/**
 * The one convention for a form's own messages: a zod schema (the web app's or the domain's) names a
 * key of the `messages` namespace (`EnterRequiredFields`, `landingBeforeTakeoff` …), the form
 * translates it at render time. The server's messages arrive as text in the caller's language.
 */
export type FieldMessageKey = ParseKeys<'messages'>

/** Names a message in a schema, so a typo is a type error. */
export const fieldMessage = (key: FieldMessageKey): FieldMessageKey => key

/** A field's error as the text to show under it (undefined while the field is valid). */
export function useFieldMessage() {
  const { t, i18n } = useTranslation('messages')
  return useCallback(
    (error: FieldError | undefined): string | undefined => {
      const message = error?.message
      if (!message) return undefined
      if (error.type !== 'server' && i18n.exists(message, { ns: 'messages' })) return t(message as FieldMessageKey)
      return message
    },
    [t, i18n],
  )
}
