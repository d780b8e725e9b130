import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it } from 'vitest'

import { AIRCRAFT_ID, aircraftDefects, REGISTRATION } from '../features/defects/testing/defect-fixtures'
import { i18next, initI18n, loadSignedInTexts } from '../lib/i18n'
import { appHandlers } from '../testing/app-handlers'
import { mockServer, testQueryClient } from '../testing/render'
import { rootRoute } from '../testing/root-route'
import { DefectsScreen } from './defects-screen'
import { defectsSearch } from './pages'

// The app's root route (it keeps ?aircraft=) with the defects route as the app declares its search,
// under the signed-in frame's id, and a stand-in for the boardbook.
const authenticated = createRoute({ getParentRoute: () => rootRoute, id: 'authenticated' })
const routeTree = rootRoute.addChildren([
  authenticated.addChildren([
    createRoute({
      getParentRoute: () => authenticated,
      path: '/defects',
      validateSearch: defectsSearch,
      component: DefectsScreen,
    }),
    createRoute({ getParentRoute: () => authenticated, path: '/boardbook', component: () => <p>boardbook</p> }),
  ]),
])

mockServer(
  ...appHandlers({ aircraft: [{ id: AIRCRAFT_ID, registration: REGISTRATION }] }),
  http.get(`/api/customer_aircrafts/${AIRCRAFT_ID}/defects`, () => HttpResponse.json(aircraftDefects())),
  http.get('/api/flight_logs/55', () => HttpResponse.json({ id: 55, number: 123 })),
)

// jsdom has no scrolling; the router scrolls to the top after each navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo

beforeAll(async () => {
  await initI18n()
  await loadSignedInTexts()
})

async function renderAt(url: string, language: 'de' | 'en' = 'de') {
  await i18next.changeLanguage(language)
  const router = createRouter({
    routeTree,
    context: { queryClient: testQueryClient() },
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  render(
    <I18nextProvider i18n={i18next}>
      <MantineProvider env="test">
        <Notifications />
        <QueryClientProvider client={router.options.context.queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  )
  await router.load()
  return router
}

describe('the defects route', () => {
  it('reads its search params and drops what is malformed', () => {
    expect(defectsSearch({ defect: '12', report: 1, flight: 55 })).toEqual({ defect: 12, report: 1, flight: 55 })
    expect(defectsSearch({ defect: 'x', report: 2, flight: -1 })).toEqual({
      defect: undefined,
      report: undefined,
      flight: undefined,
    })
    expect(defectsSearch({})).toEqual({})
  })

  it('opens the report dialog from ?report=1 with the flight, and closing it leaves only the aircraft', async () => {
    const router = await renderAt(`/defects?aircraft=${AIRCRAFT_ID}&report=1&flight=55`)
    const dialog = within(await screen.findByRole('dialog', { name: 'Beanstandung melden' }))
    expect(await dialog.findByText('Gemeldet zu Flug Nr. 123')).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('button', { name: 'Abbrechen' }))
    await waitFor(() => expect(router.state.location.href).toBe(`/defects?aircraft=${AIRCRAFT_ID}`))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('puts the open dialog into the URL', async () => {
    const router = await renderAt(`/defects?aircraft=${AIRCRAFT_ID}`, 'en')
    await userEvent.click(await screen.findByRole('button', { name: 'Report defect' }))
    expect(await screen.findByRole('dialog', { name: 'Report defect' })).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ aircraft: AIRCRAFT_ID, report: 1 })
    expect(screen.queryByText(/Reported from/)).not.toBeInTheDocument()
  })

  it('shows the defect ?defect= points at, and keeps the aircraft in the link to its flight', async () => {
    await renderAt(`/defects?aircraft=${AIRCRAFT_ID}&defect=12`)
    expect(await screen.findByRole('radio', { name: 'Zurückgestellt (1)' })).toBeChecked()
    expect(screen.getByRole('article', { name: 'Landescheinwerfer ausgefallen' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await userEvent.click(screen.getByRole('radio', { name: 'Offen (2)' }))
    expect(await screen.findByRole('link', { name: 'Flug Nr. 123' })).toHaveAttribute(
      'href',
      `/boardbook?aircraft=${AIRCRAFT_ID}`,
    )
  })

  it('asks for an aircraft without one', async () => {
    await renderAt('/defects', 'en')
    expect(await screen.findByRole('region', { name: 'Which aircraft?' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Report defect' })).not.toBeInTheDocument()
  })
})
