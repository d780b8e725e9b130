import { createRoute, redirect } from '@tanstack/react-router'

import { customerAircraftsQueryOptions } from '../lib/aircraft/get-customer-aircrafts'
import { meQueryOptions } from '../lib/current-user/get-me'
import { countriesQueryOptions } from '../lib/countries'
import { i18next } from '../lib/i18n'
import { clearSession, isLoggedIn } from '../lib/session'
import { rootRoute } from './root'

/**
 * Every screen behind login. The guard runs before each navigation: without a valid session the
 * stored values are cleared and the login page is shown. After login the current user, countries and
 * aircraft are loaded.
 */
export const authenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authenticated',
  beforeLoad: ({ location }) => {
    if (!isLoggedIn()) {
      clearSession()
      // A deep link opened while signed out returns to its page after the login.
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
  },
  loader: async ({ context: { queryClient } }) => {
    try {
      await Promise.all([
        queryClient.ensureQueryData(meQueryOptions()),
        queryClient.ensureQueryData(customerAircraftsQueryOptions()).catch(() => []),
        queryClient.ensureQueryData(countriesQueryOptions(i18next.language)),
      ])
    } catch (error) {
      // The server ended the session meanwhile: the login page, with its notice, not an error page.
      if (!isLoggedIn()) throw redirect({ to: '/login' })
      throw error
    }
  },
  // The app shell (side menu, top bar) is attached in app/router.tsx: routes import nothing from app/.
})
