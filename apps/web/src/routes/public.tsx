import { createRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod'

import { ChangePasswordPage } from '../features/auth/components/change-password-page'
import { LoginPage } from '../features/auth/components/login-page'
import { LogoutPage } from '../features/auth/components/logout-page'
import { ResetPasswordPage } from '../features/auth/components/reset-password-page'
import { isLoggedIn } from '../lib/session'
import { rootRoute } from './root'

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
  validateSearch: z.object({
    // Only a path of this app: never another origin (`//host`, `https://…`).
    redirect: z
      .string()
      .regex(/^\/(?!\/)/)
      .optional()
      .catch(undefined),
  }),
  beforeLoad: () => {
    if (isLoggedIn()) throw redirect({ to: '/dashboard' })
  },
  component: LoginPage,
})

export const logoutRoute = createRoute({ getParentRoute: () => rootRoute, path: '/logout', component: LogoutPage })

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: z.object({ email: z.string().optional().catch(undefined) }),
  component: ResetPasswordPage,
})

export const changePasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/change-password',
  validateSearch: z.object({ token: z.string().optional().catch(undefined) }),
  component: ChangePasswordPage,
})
