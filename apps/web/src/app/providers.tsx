import { MantineProvider } from '@mantine/core'
import { useNotifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'

import { i18next } from '../lib/i18n'
import { queryClient } from './query-client'
import { theme } from './theme'

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <MantineProvider theme={theme}>
        <SnackbarsOnDemand />
        {UpdatePrompt && (
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        )}
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  )
}

// The service worker exists in production builds only (vite-plugin-pwa): the development server and
// the tests have none to register. Loaded after the first screen, with workbox-window.
const UpdatePrompt = import.meta.env.PROD
  ? lazy(() => import('./update-prompt').then(({ UpdatePrompt }) => ({ default: UpdatePrompt })))
  : null

const Snackbars = lazy(() => import('./snackbars').then(({ Snackbars }) => ({ default: Snackbars })))

/**
 * The snackbar container (with its transitions and drag handling) loads with the first snackbar, not
 * with the login page; what is shown before it arrives waits in Mantine's store.
 */
function SnackbarsOnDemand() {
  const { notifications, queue } = useNotifications()
  const [needed, setNeeded] = useState(false)
  if (!needed && notifications.length + queue.length > 0) setNeeded(true)
  return (
    needed && (
      <Suspense fallback={null}>
        <Snackbars />
      </Suspense>
    )
  )
}
