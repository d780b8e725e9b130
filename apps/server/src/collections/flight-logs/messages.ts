import { FLIGHT_LOG_MESSAGES, type FlightLogMessage } from '@flugakte/domain'
import type { PayloadRequest } from 'payload'

import { languageOf, refuseFields } from '../../lib/refuse'

/** Server-side reasons beside the domain's field rules, in both interface languages. */
const SERVER_MESSAGES = {
  aircraftNotOwn: {
    de: 'Das Luftfahrzeug gehört nicht zu Ihrem Unternehmen',
    en: 'The aircraft does not belong to your company',
  },
  registrationMismatch: {
    de: 'Das Kennzeichen passt nicht zum Luftfahrzeug',
    en: 'The registration does not match the aircraft',
  },
  unknownRelation: { de: 'Unbekannter Eintrag', en: 'Unknown entry' },
  amendsOtherAircraft: {
    de: 'Der berichtigte Eintrag gehört zu einem anderen Luftfahrzeug',
    en: 'The amended entry belongs to another aircraft',
  },
  alreadyCorrected: {
    de: 'Dieser Eintrag ist bereits korrigiert; berichtigen Sie stattdessen die Korrektur',
    en: 'This entry has already been corrected; correct the correction instead',
  },
  duplicateTakeoff: {
    de: 'Für dieses Luftfahrzeug gibt es bereits den Eintrag Nr. {number} mit dieser Startzeit',
    en: 'This aircraft already has entry no. {number} with this takeoff time',
  },
} as const

export type ServerMessage = keyof typeof SERVER_MESSAGES

export function messageText(
  req: PayloadRequest,
  key: FlightLogMessage | ServerMessage,
  values: Record<string, string | number> = {},
): string {
  const language = languageOf(req)
  const texts =
    key in SERVER_MESSAGES ? SERVER_MESSAGES[key as ServerMessage] : FLIGHT_LOG_MESSAGES[key as FlightLogMessage]
  return texts[language].replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder))
}

/** A 400 naming each field with its message, in the request's language. */
export function refuse(req: PayloadRequest, errors: { path: string; key: FlightLogMessage | ServerMessage }[]): never {
  refuseFields(
    req,
    'flight_logs',
    errors.map(({ path, key }) => ({ path, message: messageText(req, key) })),
  )
}
