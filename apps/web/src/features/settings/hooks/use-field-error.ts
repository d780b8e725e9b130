import type { FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import type { FieldMessageKey } from '../utils/field-messages'

/** The text to show under a field: our own messages are translation keys, the server's are text. */
export function useFieldError() {
  const { t } = useTranslation(['common', 'settings'])
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined
    return error.type === 'server' ? error.message : t(error.message as FieldMessageKey)
  }
}
