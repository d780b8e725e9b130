import { createRoute, lazyFn, lazyRouteComponent, redirect } from '@tanstack/react-router'

import { authenticatedRoute } from './authenticated'

export const settingsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/settings',
  component: lazyRouteComponent(() => import('../features/settings/components/settings-layout'), 'SettingsLayout'),
})

export const settingsIndexRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/settings/user' })
  },
})

export const userSettingsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/user',
  component: lazyRouteComponent(() => import('../features/settings/components/profile-tab'), 'ProfileTab'),
})

export const changePasswordSettingsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/change-password',
  component: lazyRouteComponent(
    () => import('../features/settings/components/change-password-tab'),
    'ChangePasswordTab',
  ),
})

export const switchRoleSettingsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/switch-role',
  component: lazyRouteComponent(() => import('../features/settings/components/switch-role-tab'), 'SwitchRoleTab'),
})

export const companySettingsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/company',
  // A company admin's screen waits for the company, its people and its contracts; others see 403.
  loader: lazyFn(() => import('./loaders'), 'loadCompanySettings'),
  component: lazyRouteComponent(() => import('../features/settings/components/company-page'), 'CompanyPage'),
})
