import { createRoute, lazyFn, redirect } from '@tanstack/react-router'

import { loadSignedInTexts } from '../lib/i18n'
import { clearSession, isLoggedIn } from '../lib/session'
import { rootRoute } from './root'

/**
 * Every screen behind login. The guard runs before each navigation: without a valid session the
 * stored values are cleared and the login page is shown. After login the current user, countries,
 * aircraft and the texts of the screens behind login are loaded.
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
    // The screens' texts load from the start of the navigation, not after the loaders' chunk, so that
    // the tab title names the screen at once.
    void loadSignedInTexts()
  },
  loader: lazyFn(() => import('./loaders'), 'loadSignedIn'),
  // The app shell (side menu, top bar) is attached in app/router.tsx: routes import nothing from app/.
})
