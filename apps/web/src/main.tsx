import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import './app/theme.css'

import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { Providers } from './app/providers'
import { restoreQueryCache } from './app/query-client'
import { router } from './app/router'
import { initI18n } from './lib/i18n'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// The router's first loaders read the query cache: it is restored from the device first, so a reload
// without reception shows what was loaded before. Opening /logout signs out at once instead: it does
// not wait for a cache it is about to drop.
const restored = restoreQueryCache()
void Promise.all([initI18n(), location.pathname === '/logout' ? null : restored]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
)
