import type { FlightLogEntry } from '@flugakte/domain'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { localDb } from '../../../lib/local-db'
import { addDefectToOutbox, addToOutbox, outboxItemsOf } from '../../../lib/outbox/outbox-store'
import { renderAt } from '../../../testing/render'
import { askBeforeLogout } from './outbox-signals'
import { OutboxSender } from './outbox-sender'

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
}

beforeEach(async () => {
  await localDb.outbox.clear()
  // Offline: the sender leaves the entries where they are.
  setOnline(false)
})
afterEach(() => setOnline(true))

const LogoutLink = () => (
  <a href="/logout" onClick={askBeforeLogout}>
    Logout
  </a>
)

describe('logging out with entries not sent', () => {
  it('asks first, keeps the entries, and logs out only when confirmed', async () => {
    await addToOutbox({
      client_id: 'a',
      user_id: 7,
      aircraft_id: 4,
      registration: 'D-EKLU',
      entry: { customer_aircraft: 4 } as unknown as FlightLogEntry,
      labels: {},
    })
    // A defect report not sent counts as much.
    await addDefectToOutbox({
      client_id: 'b',
      user_id: 7,
      aircraft_id: 4,
      registration: 'D-EKLU',
      report: { client_id: 'b', customer_aircraft: 4, description: 'Reifen abgefahren', unsafe: false },
      photos: [],
    })
    const { router } = await renderAt('/testing', {
      page: (
        <>
          <OutboxSender userId={7} />
          <LogoutLink />
        </>
      ),
      language: 'en',
    })
    await userEvent.click(screen.getByRole('link', { name: 'Logout' }))
    const question = await screen.findByRole('dialog', { name: 'Entries not sent' })
    expect(question).toHaveTextContent(
      '2 entries have not been sent yet. They stay on this device and are sent when you sign in again.',
    )
    await userEvent.click(within(question).getByRole('button', { name: 'Stay signed in' }))
    expect(router.state.location.pathname).toBe('/testing')

    await userEvent.click(screen.getByRole('link', { name: 'Logout' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Entries not sent' })).getByRole('button', { name: 'Log out' }),
    )
    await expect.poll(() => router.state.location.pathname).toBe('/logout')
    expect(await outboxItemsOf(7)).toHaveLength(2)
  })
})
