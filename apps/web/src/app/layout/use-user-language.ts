import { useEffect } from 'react'

import type { CurrentUser } from '../../lib/current-user/types'
import { appLanguage, i18next, setLanguage } from '../../lib/i18n'

/** The interface speaks the language stored on the user. */
export function useUserLanguage(user: CurrentUser | undefined) {
  useEffect(() => {
    if (!user) return
    const language = appLanguage(user.language)
    if (language !== i18next.language) void setLanguage(language)
  }, [user])
}
