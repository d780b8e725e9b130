import { useEffect, useRef } from 'react'

import { appLanguage, i18next, setLanguage, type Language } from '../../../lib/i18n'

/**
 * Choosing a language in My Profile switches the interface at once. Until the profile is saved,
 * leaving the tab goes back to the language the interface had before.
 */
export function useLanguagePreview() {
  const languageBefore = useRef<Language | null>(null)

  useEffect(
    () => () => {
      if (languageBefore.current) void setLanguage(languageBefore.current)
    },
    [],
  )

  return {
    preview(userLanguage: string) {
      languageBefore.current ??= appLanguage(i18next.language)
      void setLanguage(appLanguage(userLanguage))
    },
    /** The saved language stays. */
    async keep(userLanguage: string) {
      languageBefore.current = null
      await setLanguage(appLanguage(userLanguage))
    },
  }
}
