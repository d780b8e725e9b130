import { FLIGHT_LOG_MESSAGES } from '@flugakte/domain'
import type { CollectionSlug, PayloadRequest } from 'payload'

import { languageOf, refuseFields } from '../../lib/refuse'

/** Reasons a compliance record is refused, in both interface languages. */
const MESSAGES = {
  EnterRequiredFields: FLIGHT_LOG_MESSAGES.EnterRequiredFields,
  WrongFormat: FLIGHT_LOG_MESSAGES.WrongFormat,
  wrongValue: FLIGHT_LOG_MESSAGES.wrongValue,
  unknownRelation: { de: 'Unbekannter Eintrag', en: 'Unknown entry' },
  notApplicable: {
    de: 'Diese Lufttüchtigkeitsanweisung gilt nicht für dieses Luftfahrzeug',
    en: 'This airworthiness directive does not apply to this aircraft',
  },
  componentRequired: {
    de: 'Wählen Sie das eingebaute Bauteil, für das die Anweisung gilt',
    en: 'Choose the installed component the directive applies to',
  },
  componentNotAffected: {
    de: 'Die Anweisung gilt nicht für dieses Bauteil',
    en: 'The directive does not apply to this component',
  },
  noComponentForAircraftAd: {
    de: 'Diese Anweisung gilt für das Luftfahrzeug, nicht für ein Bauteil',
    en: 'This directive applies to the aircraft, not to a component',
  },
  taskOfOtherAircraft: {
    de: 'Die Aufgabe gehört zu einem anderen Luftfahrzeug',
    en: 'The task belongs to another aircraft',
  },
  amendsOther: {
    de: 'Der korrigierte Nachweis betrifft etwas anderes',
    en: 'The corrected record is about something else',
  },
  alreadyCorrected: {
    de: 'Dieser Nachweis ist bereits korrigiert; korrigieren Sie stattdessen die Korrektur',
    en: 'This record has already been corrected; correct the correction instead',
  },
} as const

export type RecordMessage = keyof typeof MESSAGES

export function refuseRecord(
  req: PayloadRequest,
  collection: CollectionSlug,
  errors: { path: string; key: RecordMessage }[],
): never {
  const language = languageOf(req)
  refuseFields(
    req,
    collection,
    errors.map(({ path, key }) => ({ path, message: (MESSAGES[key] ?? MESSAGES.wrongValue)[language] })),
  )
}
