import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

import { resources } from '../locales/resources'

export const LANGUAGES = ['de', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

const STORAGE_KEY = 'language'

/** The user's stored language (de-DE / en-US in the data model) as an app language. */
export function appLanguage(userLanguage: string | null | undefined): Language {
  return userLanguage?.toLowerCase().startsWith('en') ? 'en' : 'de'
}

export function userLanguage(language: Language): 'de-DE' | 'en-US' {
  return language === 'en' ? 'en-US' : 'de-DE'
}

export async function setLanguage(language: Language) {
  localStorage.setItem(STORAGE_KEY, language)
  document.documentElement.lang = language
  await i18next.changeLanguage(language)
}

const CHOSEN_KEY = 'language_chosen'

/** A language chosen on a page before login: in effect at once, and for the profile at the next login. */
export async function chooseLanguage(language: Language) {
  localStorage.setItem(CHOSEN_KEY, language)
  await setLanguage(language)
}

/** The language chosen before login that the profile does not know yet, if any; asking clears it. */
export function takeChosenLanguage(): Language | null {
  const chosen = localStorage.getItem(CHOSEN_KEY)
  localStorage.removeItem(CHOSEN_KEY)
  return chosen === 'de' || chosen === 'en' ? chosen : null
}

export function initI18n() {
  const stored = appLanguage(localStorage.getItem(STORAGE_KEY))
  document.documentElement.lang = stored
  return i18next.use(initReactI18next).init({
    resources,
    lng: stored,
    fallbackLng: 'de',
    supportedLngs: LANGUAGES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  })
}

export { i18next }
