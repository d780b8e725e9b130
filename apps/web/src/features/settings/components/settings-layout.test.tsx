import { MantineProvider } from '@mantine/core'
import { createMemoryHistory, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { QueryClient } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it } from 'vitest'

import { i18next, initI18n } from '../../../lib/i18n'
import { rootRoute } from '../../../testing/root-route'
import { SettingsLayout } from './settings-layout'

// The app's root route (it keeps ?aircraft=) with the settings routes and stand-ins for their screens.
const settings = createRoute({ getParentRoute: () => rootRoute, path: '/settings', component: SettingsLayout })
const child = (path: string, text: string) =>
  createRoute({ getParentRoute: () => settings, path, component: () => <p>{text}</p> })
const routeTree = rootRoute.addChildren([
  settings.addChildren([
    child('/user', 'profile screen'),
    child('/change-password', 'password screen'),
    child('/switch-role', 'role screen'),
    child('/company', 'company screen'),
  ]),
])

// jsdom has no scrolling; the router scrolls to the top after each navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo

beforeAll(async () => {
  await initI18n()
})

async function renderAt(url: string) {
  await i18next.changeLanguage('en')
  const router = createRouter({
    routeTree,
    context: { queryClient: new QueryClient() },
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  render(
    <I18nextProvider i18n={i18next}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  )
  await router.load()
  return router
}

describe('SettingsLayout', () => {
  it('marks the tab of the URL, renders its screen once and keeps ?aircraft= in every tab link', async () => {
    await renderAt('/settings/change-password?aircraft=4')
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'My Profile' })).toHaveAttribute('aria-selected', 'false')
    expect(screen.getAllByText('password screen')).toHaveLength(1)
    expect(screen.queryByText('profile screen')).not.toBeInTheDocument()
    const tabs = within(screen.getByRole('tablist', { name: 'Settings sections' }))
    expect(tabs.getByRole('tab', { name: 'My Profile' })).toHaveAttribute('href', '/settings/user?aircraft=4')
    expect(tabs.getByRole('tab', { name: 'Switch role' })).toHaveAttribute('href', '/settings/switch-role?aircraft=4')
  })

  it('follows the URL when a tab is chosen', async () => {
    const router = await renderAt('/settings/user?aircraft=4')
    await userEvent.click(await screen.findByRole('tab', { name: 'Switch role' }))
    expect(await screen.findByText('role screen')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Switch role' })).toHaveAttribute('aria-selected', 'true')
    expect(router.state.location.href).toBe('/settings/switch-role?aircraft=4')
  })

  it('has no tab for the company page', async () => {
    await renderAt('/settings/company')
    expect(await screen.findByText('company screen')).toBeInTheDocument()
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-selected', 'false')
  })
})
