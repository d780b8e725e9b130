import { createRouter, lazyRouteComponent } from '@tanstack/react-router'

import { ErrorPage } from '../components/error-page'
import { PendingPage } from '../components/pending-page'
import { authenticatedRoute } from '../routes/authenticated'
import {
  airworthinessDirectiveRoute,
  amplRoute,
  awaitingSignatureRoute,
  boardbookRoute,
  outboxRoute,
  dashboardRoute,
  defectsRoute,
  documentsRoute,
  equipmentRoute,
  lifecycleRoute,
  listRoute,
  manualsRoute,
  operatingHoursRoute,
  recordsRoute,
  reportRoute,
} from '../routes/pages'
import { changePasswordRoute, indexRoute, loginRoute, logoutRoute, resetPasswordRoute } from '../routes/public'
import { rootRoute } from '../routes/root'
import {
  changePasswordSettingsRoute,
  companySettingsRoute,
  settingsIndexRoute,
  settingsRoute,
  switchRoleSettingsRoute,
  userSettingsRoute,
} from '../routes/settings'
import { queryClient } from './query-client'

// Loaded after sign-in, so the login page ships without the app behind it.
authenticatedRoute.update({ component: lazyRouteComponent(() => import('./layout/main-layout'), 'MainLayout') })

const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  logoutRoute,
  resetPasswordRoute,
  changePasswordRoute,
  authenticatedRoute.addChildren([
    dashboardRoute,
    boardbookRoute,
    defectsRoute,
    recordsRoute,
    awaitingSignatureRoute,
    outboxRoute,
    lifecycleRoute,
    documentsRoute,
    amplRoute,
    listRoute,
    equipmentRoute,
    airworthinessDirectiveRoute,
    manualsRoute,
    operatingHoursRoute,
    reportRoute,
    settingsRoute.addChildren([
      settingsIndexRoute,
      userSettingsRoute,
      changePasswordSettingsRoute,
      switchRoleSettingsRoute,
      companySettingsRoute,
    ]),
  ]),
])

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultErrorComponent: ErrorPage,
  defaultPendingComponent: PendingPage,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
  interface StaticDataRouteOption {
    /** The spec's route name. */
    name?: string
  }
}
