import { createRoute, redirect } from '@tanstack/react-router'

import { ChangePasswordTab } from '../features/settings/components/change-password-tab'
import { CompanyPage } from '../features/settings/components/company-page'
import { ProfileTab } from '../features/settings/components/profile-tab'
import { SettingsLayout } from '../features/settings/components/settings-layout'
import { SwitchRoleTab } from '../features/settings/components/switch-role-tab'
import { authenticatedRoute } from './authenticated'

export const settingsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/settings',
  component: SettingsLayout,
})

export const settingsIndexRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/settings/user' })
  },
})

export const userSettingsRoute = createRoute({ getParentRoute: () => settingsRoute, path: '/user', component: ProfileTab })

export const changePasswordSettingsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/change-password',
  component: ChangePasswordTab,
})

export const switchRoleSettingsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/switch-role',
  component: SwitchRoleTab,
})

export const companySettingsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/company',
  component: CompanyPage,
})
