import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { appHandlers } from '../../../testing/app-handlers'
import { mockServer, renderAt } from '../../../testing/render'
import { NotificationsButton } from './notifications-button'

mockServer(
  ...appHandlers(),
  http.get('/api/notifications', () =>
    HttpResponse.json({
      docs: [
        {
          id: 2,
          subject: 'D-EDNC: 3 defects reported – latest Radverkleidung gerissen',
          link: '/defects?aircraft=4',
          read: false,
          count: 3,
          createdAt: '2026-11-28T08:00:00.000Z',
        },
        {
          id: 1,
          subject: 'D-EKLU: defect reported – Kratzer an der Haube',
          read: true,
          count: 1,
          createdAt: '2026-11-27T08:00:00.000Z',
        },
      ],
    }),
  ),
)

describe('NotificationsButton', () => {
  it('shows how many reports a coalesced notice stands for, and nothing for a single one', async () => {
    await renderAt('/testing', { language: 'en', page: <NotificationsButton /> })
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }))
    const grouped = await screen.findByRole('button', { name: /^D-EDNC: 3 defects reported/ })
    expect(grouped).toHaveTextContent('3 reports')
    const single = screen.getByRole('button', { name: /^D-EKLU: defect reported/ })
    expect(single).not.toHaveTextContent('reports')
  })
})
