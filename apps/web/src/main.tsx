import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'

import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { Providers } from './app/providers'
import { router } from './app/router'
import { initI18n } from './lib/i18n'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

void initI18n().then(() =>
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
)
