import type { Language } from '../refuse'

/** Why a request body was refused before any collection rule ran, in both interface languages. */
export const INPUT_MESSAGES = {
  invalidBody: {
    de: 'Der Inhalt der Anfrage ist kein gültiges JSON-Objekt',
    en: 'The request body is not a valid JSON object',
  },
  invalidFields: { de: 'Die Eingabe ist ungültig', en: 'The input is invalid' },
  tooDeep: { de: 'Zu tief verschachtelt', en: 'Nested too deeply' },
  tooLarge: { de: 'Zu viele Werte', en: 'Too many values' },
  nulCharacter: { de: 'Enthält ein unzulässiges Nullzeichen', en: 'Contains a forbidden NUL character' },
  wrongType: { de: 'Falsches Format', en: 'Wrong format' },
  invalidDate: { de: 'Kein gültiges Datum', en: 'Not a valid date' },
  wrongValue: { de: 'Falscher Wert', en: 'Wrong value' },
} as const satisfies Record<string, Record<Language, string>>

export type InputMessage = keyof typeof INPUT_MESSAGES
