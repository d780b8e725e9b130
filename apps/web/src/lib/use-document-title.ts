import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** Each screen's name for the browser tab, from the menu's own words (longest matching path wins). */
const TITLES: [path: string, key: string][] = [
  ['/dashboard', 'layout:menu.dashboard'],
  // Before its parent path, which would match it too.
  ['/boardbook/awaiting-signature', 'boardbook:awaiting.title'],
  ['/boardbook/outbox', 'boardbook:outbox.title'],
  ['/boardbook', 'layout:menu.boardbook'],
  ['/defects', 'layout:menu.defects'],
  ['/records', 'layout:menu.records'],
  ['/lifecycle', 'layout:menu.lifecycle'],
  ['/documents/amp', 'layout:menu.amp'],
  ['/documents', 'layout:menu.documents'],
  ['/list/equipment', 'layout:menu.equipmentList'],
  ['/list/airworthiness-directive', 'layout:menu.airworthinessDirective'],
  ['/list', 'layout:menu.overviews'],
  ['/manuals', 'layout:menu.manuals'],
  ['/operatinghours', 'layout:menu.operatingHours'],
  ['/report', 'layout:menu.reports'],
  ['/settings', 'settings:title'],
  ['/login', 'auth:login.submit'],
  ['/logout', 'auth:logout.title'],
  ['/reset-password', 'auth:resetPassword.title'],
  ['/change-password', 'auth:resetPassword.title'],
]

/** Sets the tab title ("Bordbuch – Flugakte") on every navigation and language change. */
export function useDocumentTitle() {
  const { t, i18n } = useTranslation()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    const match = TITLES.find(([path]) => pathname === path || pathname.startsWith(`${path}/`))
    // The screens behind login bring their texts along: until they are here, the tab keeps its title.
    if (match && !i18n.exists(match[1])) return
    const app = t('appTitle')
    document.title = match ? `${t(match[1] as never)} – ${app}` : app
  }, [pathname, t, i18n, i18n.language])
}
