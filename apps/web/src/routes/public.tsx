import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'

import { LoginPage } from '../features/auth/components/login-page'
import { LogoutPage } from '../features/auth/components/logout-page'
import { isLoggedIn } from '../lib/session'
import { rootRoute } from './root'
import { matching, searchSchema, text } from './search-params'

/** Spec: `/` redirects to the login page, which sends a signed-in user on to the dashboard. */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/login' })
  },
})

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: searchSchema({
    // Only a path of this app: never another origin (`//host`, `https://…`).
    redirect: matching(/^\/(?!\/)/),
  }),
  beforeLoad: () => {
    if (isLoggedIn()) throw redirect({ to: '/dashboard' })
  },
  component: LoginPage,
})

// Bundled, so that opening /logout signs out at once, before anything else loads.
export const logoutRoute = createRoute({ getParentRoute: () => rootRoute, path: '/logout', component: LogoutPage })

// The other pages without login load when opened: the login page is the first load.

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: searchSchema({ email: text }),
  component: lazyRouteComponent(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage'),
})

export const changePasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/change-password',
  validateSearch: searchSchema({ token: text }),
  component: lazyRouteComponent(() => import('../features/auth/components/change-password-page'), 'ChangePasswordPage'),
})
