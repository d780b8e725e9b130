import i18next, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'

import { loadTexts, PUBLIC_NAMESPACES, publicTexts, SIGNED_IN_NAMESPACES } from '../locales/resources'

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

/** Loads the texts of the screens behind login; those of the pages before it are bundled. */
const textsBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read: (language, namespace, callback) => {
    loadTexts(language, namespace).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    )
  },
}

/** The texts of the screens behind login, in the current language (and any later one). */
export function loadSignedInTexts() {
  return i18next.loadNamespaces(SIGNED_IN_NAMESPACES)
}

export function initI18n() {
  const stored = appLanguage(localStorage.getItem(STORAGE_KEY))
  document.documentElement.lang = stored
  return i18next
    .use(textsBackend)
    .use(initReactI18next)
    .init({
      resources: publicTexts,
      partialBundledLanguages: true,
      ns: PUBLIC_NAMESPACES,
      lng: stored,
      // German and English hold the same keys (packages/texts checks it), so neither falls back to the
      // other: an English page loads no German texts.
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // Texts written as `layout:…` outside their namespace's screens show once those texts arrive.
      react: { bindI18n: 'languageChanged loaded' },
    })
}

export { i18next }
