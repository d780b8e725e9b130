import type { PayloadRequest } from 'payload'

import { languageOf } from '../../lib/refuse'

/** What the account endpoints answer, in both interface languages. */
const ACCOUNT_MESSAGES = {
  required: { de: 'Pflichtfeld', en: 'Required' },
  wrongCurrentPassword: { de: 'Das aktuelle Passwort ist nicht korrekt.', en: 'The current password is not correct.' },
  invalidEmail: { de: 'Keine gültige E-Mail-Adresse', en: 'Not a valid e-mail address' },
  sameEmail: { de: 'Das ist bereits Ihre E-Mail-Adresse', en: 'This is already your e-mail address' },
  useSettingsForPassword: {
    de: 'Ihr eigenes Passwort ändern Sie unter Einstellungen › Passwort ändern, mit Ihrem aktuellen Passwort.',
    en: 'Change your own password under Settings › Change password, with your current password.',
  },
  useSettingsForEmail: {
    de: 'Ihre eigene E-Mail-Adresse ändern Sie unter Einstellungen › Mein Profil, mit Ihrem aktuellen Passwort.',
    en: 'Change your own e-mail address under Settings › My profile, with your current password.',
  },
  passwordChanged: { de: 'Das Passwort wurde geändert.', en: 'The password has been changed.' },
  emailChanged: { de: 'Die E-Mail-Adresse wurde geändert.', en: 'The e-mail address has been changed.' },
} as const

export type AccountMessage = keyof typeof ACCOUNT_MESSAGES

export function accountMessage(req: PayloadRequest, key: AccountMessage): string {
  return ACCOUNT_MESSAGES[key][languageOf(req)]
}

/** "Too many failed attempts", with the wait rounded up to whole seconds or minutes. */
export function tooManyAttemptsMessage(req: PayloadRequest, retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  const minutes = Math.ceil(seconds / 60)
  if (languageOf(req) === 'en') {
    const wait = seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minutes`
    return `Too many failed attempts. Please try again in ${wait}.`
  }
  const wait = seconds < 120 ? `${seconds} Sekunde${seconds === 1 ? '' : 'n'}` : `${minutes} Minuten`
  return `Zu viele fehlgeschlagene Versuche. Bitte versuchen Sie es in ${wait} erneut.`
}
