import { MantineProvider } from '@mantine/core'
import { useNotifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'

import { i18next } from '../lib/i18n'
import { useSunTheme } from '../lib/sun-theme'
import { queryClient } from './query-client'
import { appTheme, cssVariablesResolver } from './theme'

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <ThemedMantine>
        <SnackbarsOnDemand />
        {UpdatePrompt && (
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        )}
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemedMantine>
    </I18nextProvider>
  )
}

/**
 * Mantine with the app's theme: the device's sun theme, and the names of icon-only buttons (close,
 * clear) in the interface's language.
 */
export function ThemedMantine({ children, env }: { children: ReactNode; env?: 'test' }) {
  const { t, i18n } = useTranslation()
  const sun = useSunTheme()
  const theme = useMemo(
    () =>
      appTheme({
        sun,
        labels: {
          close: t('a11y.close'),
          clear: t('a11y.clear'),
          firstPage: t('a11y.firstPage'),
          previousPage: t('a11y.previousPage'),
          nextPage: t('a11y.nextPage'),
          lastPage: t('a11y.lastPage'),
          page: (page) => t('a11y.page', { page }),
          scrollTable: t('a11y.scrollTable'),
        },
      }),
    // A new theme with the language (t changes with it), not at every render.
    [sun, t],
  )
  const resolver = useMemo(() => cssVariablesResolver(sun), [sun])
  return (
    <MantineProvider theme={theme} cssVariablesResolver={resolver} env={env}>
      {/* The sun theme's own rules (theme.css) hang on this attribute. */}
      <SunAttribute sun={sun} language={i18n.language} />
      {children}
    </MantineProvider>
  )
}

/** Marks the document for theme.css's sun rules and keeps its language for screen readers. */
function SunAttribute({ sun, language }: { sun: boolean; language: string }) {
  useEffect(() => {
    document.documentElement.toggleAttribute('data-sun', sun)
    if (language) document.documentElement.lang = language
  }, [sun, language])
  return null
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
