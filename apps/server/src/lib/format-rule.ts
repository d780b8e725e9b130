import type { PayloadRequest } from 'payload'

import { languageOf, type Language } from './refuse'

/** Why a field's value has the wrong form, in both interface languages. */
export const FORMAT_MESSAGES = {
  timeOfDay: { de: 'Falsches Format (HH:mm)', en: 'Wrong format (HH:mm)' },
  registration: { de: 'Das Kennzeichen muss wie D-EABC aussehen', en: 'Registration must look like D-EABC' },
  icao: { de: 'Der ICAO-Code besteht aus 4 Buchstaben oder Ziffern', en: 'ICAO code must be 4 letters or digits' },
  slugKey: {
    de: 'Kleinbuchstaben und Ziffern, Wörter durch Bindestriche verbunden',
    en: 'Use lower-case words joined by hyphens',
  },
  regularExpression: { de: 'Kein gültiger regulärer Ausdruck', en: 'Not a valid regular expression' },
} as const satisfies Record<string, Record<Language, string>>

/**
 * A field validator that accepts an empty value or one `test` accepts, and otherwise answers in the
 * caller's language (Payload hands validators the request).
 */
export function formatRule(test: (value: string) => boolean, message: keyof typeof FORMAT_MESSAGES) {
  return (value: unknown, { req }: { req: PayloadRequest }): true | string =>
    value === null || value === undefined || value === '' || (typeof value === 'string' && test(value))
      ? true
      : FORMAT_MESSAGES[message][languageOf(req)]
}
