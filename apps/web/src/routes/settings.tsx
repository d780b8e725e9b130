import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'

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
  component: lazyRouteComponent(() => import('../features/settings/components/company-page'), 'CompanyPage'),
})
