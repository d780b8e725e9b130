import { FLIGHT_LOG_MESSAGES, type FlightLogMessage } from '@flugakte/domain'
import type { FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

const isFlightLogMessage = (message: string): message is FlightLogMessage => message in FLIGHT_LOG_MESSAGES

/** A field's error as text: the domain schema's keys are translated, the server's texts shown as sent. */
export function useEntryMessage() {
  const { t } = useTranslation('boardbook')
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined
    return isFlightLogMessage(error.message) ? t(`messages.${error.message}`) : error.message
  }
}
