import { cleanNotifications, Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { setupServer } from 'msw/node'
import type { RequestHandler } from 'msw'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterAll, afterEach, beforeAll } from 'vitest'

import { ThemedMantine } from '../app/providers'
import { ErrorPage } from '../components/error-page'
import { PendingPage } from '../components/pending-page'
import { i18next, initI18n, loadSignedInTexts, type Language } from '../lib/i18n'
import { changePasswordRoute, indexRoute, loginRoute, logoutRoute, resetPasswordRoute } from '../routes/public'
import { rootRoute } from '../routes/root'

/**
 * The public routes as the app declares them (search validation included), plus stand-ins for the
 * dashboard (where login leads) and for a component rendered on its own at /testing.
 */
let pageUnderTest: ReactNode = null
const testingRoute = createRoute({ getParentRoute: () => rootRoute, path: '/testing', component: () => pageUnderTest })
const dashboardStandIn = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  component: () => <p>Dashboard page</p>,
})
const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  logoutRoute,
  resetPasswordRoute,
  changePasswordRoute,
  dashboardStandIn,
  testingRoute,
])

// jsdom has no scrolling; the router scrolls to the top after each navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo

/** A fresh cache per test; failures show at once instead of after retries. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
}

let i18nReady: Promise<unknown> | undefined

type RenderOptions = { language?: Language; page?: ReactNode; queryClient?: QueryClient }

/**
 * Renders the app at `url` with the real providers (Mantine, TanStack Query, i18next) and a memory
 * router. Pass `page` to render a single component at /testing. Returns the router, to check where
 * a screen navigated.
 */
export async function renderAt(
  url: string,
  { language = 'de', page = null, queryClient = testQueryClient() }: RenderOptions = {},
) {
  // Every namespace up front, so a screen's texts are there at its first render.
  i18nReady ??= initI18n().then(loadSignedInTexts)
  await i18nReady
  await i18next.changeLanguage(language)
  cleanNotifications()
  pageUnderTest = page

  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [url] }),
    defaultErrorComponent: ErrorPage,
    defaultPendingComponent: PendingPage,
  })
  const view = render(
    <I18nextProvider i18n={i18next}>
      {/* env="test" turns off transitions and portals, so what is shown is in the DOM at once. */}
      <ThemedMantine env="test">
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemedMantine>
    </I18nextProvider>,
  )
  await router.load()
  return { ...view, router, queryClient }
}

/**
 * Answers the app's fetch calls with MSW handlers during a test file; a call without a handler fails
 * the test. Call at the top level of a test file; add per-test handlers with `server.use(...)`.
 */
export function mockServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers)
  // MSW's 'error' only logs and lets the fetch reject, which a screen may show as a handled error:
  // the test would pass. Collect the calls and fail the test after it.
  const unhandled: string[] = []
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        unhandled.push(`${request.method} ${new URL(request.url).pathname}`)
        print.error()
      },
    }),
  )
  afterEach(() => {
    server.resetHandlers()
    const calls = unhandled.splice(0)
    if (calls.length > 0) throw new Error(`Calls without a handler: ${calls.join(', ')}`)
  })
  afterAll(() => server.close())
  return server
}
