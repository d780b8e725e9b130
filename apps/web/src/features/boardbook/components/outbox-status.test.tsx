import type { FlightLogEntry } from '@flugakte/domain'
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { localDb } from '../../../lib/local-db'
import { addDefectToOutbox, addToOutbox, updateOutbox } from '../../../lib/outbox/outbox-store'
import { mediaQueryList } from '../../../testing/match-media'
import { renderAt } from '../../../testing/render'
import { OutboxStatus } from './outbox-status'

const entry = { customer_aircraft: 4, registration: 'D-EKLU' } as unknown as FlightLogEntry
const put = (clientId: string, createdAt: number) =>
  addToOutbox({
    client_id: clientId,
    user_id: 7,
    aircraft_id: 4,
    registration: 'D-EKLU',
    entry,
    labels: {},
    created_at: createdAt,
  })

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

beforeEach(() => localDb.outbox.clear())
afterEach(() => setOnline(true))

const status = () => screen.findByTestId('outbox-status')

describe('OutboxStatus', () => {
  it('shows nothing while online with nothing to send', async () => {
    await renderAt('/testing', { page: <OutboxStatus userId={7} />, language: 'en' })
    // Another author's entry is not this user's business.
    await act(() =>
      addToOutbox({ client_id: 'x', user_id: 8, aircraft_id: 4, registration: 'D-EKLU', entry, labels: {} }),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByTestId('outbox-status')).not.toBeInTheDocument()
  })

  it.each([
    ['en', 'Offline', 'Offline · 2 waiting', '2 entries waiting', 'Sending…', '1 needs your decision'],
    ['de', 'Offline', 'Offline · 2 warten', '2 Einträge warten', 'Wird gesendet…', '1 braucht Ihre Entscheidung'],
  ] as const)(
    'names each state of the outbox (%s)',
    async (language, offline, offlineWaiting, waiting, sending, attention) => {
      // A desk's top bar: the state in words.
      vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, true))
      setOnline(false)
      await renderAt('/testing', { page: <OutboxStatus userId={7} />, language })
      expect(await status()).toHaveAttribute('data-state', 'offline')
      expect(await status()).toHaveTextContent(offline)

      await act(async () => {
        await put('a', 1000)
        await put('b', 2000)
      })
      await screen.findByText(offlineWaiting)
      expect(await status()).toHaveAttribute('href', '/boardbook/outbox')
      const label = language === 'en' ? 'Show entries not yet sent' : 'Noch nicht gesendete Einträge anzeigen'
      expect(await status()).toHaveAccessibleName(`${offlineWaiting}. ${label}`)

      act(() => setOnline(true))
      await screen.findByText(waiting)
      await act(() => updateOutbox('a', { status: 'sending' }))
      await screen.findByText(sending)
      await act(() => updateOutbox('a', { status: 'attention' }))
      await screen.findByText(attention)
      expect(await status()).toHaveAttribute('data-state', 'attention')
    },
  )

  it('counts defect reports with the entries, and names a refused one', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, true))
    setOnline(false)
    await act(async () => {
      await put('a', 1000)
      await addDefectToOutbox({
        client_id: 'd',
        user_id: 7,
        aircraft_id: 4,
        registration: 'D-EKLU',
        report: { client_id: 'd', customer_aircraft: 4, description: 'Reifen abgefahren', unsafe: false },
        photos: [],
        created_at: 2000,
      })
    })
    await renderAt('/testing', { page: <OutboxStatus userId={7} />, language: 'de' })
    await screen.findByText('Offline · 2 warten')
    act(() => setOnline(true))
    await screen.findByText('2 Einträge warten')
    await act(() => updateOutbox('d', { status: 'attention' }))
    await screen.findByText('1 braucht Ihre Entscheidung')
  })

  it('shows only the count on a phone, and says the whole state to assistive technology', async () => {
    setOnline(false)
    await act(async () => {
      await put('a', 1000)
      await put('b', 2000)
    })
    await renderAt('/testing', { page: <OutboxStatus userId={7} />, language: 'de' })
    await screen.findByText('2')
    expect(await status()).toHaveTextContent(/^2$/)
    expect(await status()).toHaveAccessibleName('Offline · 2 warten. Noch nicht gesendete Einträge anzeigen')
  })
})
