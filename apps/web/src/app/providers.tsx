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
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  )
}

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
