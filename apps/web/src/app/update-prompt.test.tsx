import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { renderAt } from '../testing/render'
import { UpdatePrompt, UPDATE_CHECK_MS } from './update-prompt'

// The virtual module exists only in a vite-plugin-pwa build; here it stands for a registered worker.
const sw = vi.hoisted(() => ({
  waiting: false,
  updateServiceWorker: vi.fn(async () => {}),
  registration: undefined as { update: () => Promise<void> } | undefined,
}))
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: (options: { onRegisteredSW?: (url: string, registration: unknown) => void } = {}) => {
    const [needRefresh, setNeedRefresh] = useState(sw.waiting)
    const [offlineReady, setOfflineReady] = useState(false)
    useState(() => options.onRegisteredSW?.('/sw.js', sw.registration))
    return {
      needRefresh: [needRefresh, setNeedRefresh],
      offlineReady: [offlineReady, setOfflineReady],
      updateServiceWorker: sw.updateServiceWorker,
    }
  },
}))

beforeEach(() => {
  sw.waiting = false
  sw.registration = undefined
  sw.updateServiceWorker.mockClear()
})

describe('UpdatePrompt', () => {
  it('shows nothing while no new version waits', async () => {
    await renderAt('/testing', { page: <UpdatePrompt /> })
    expect(screen.queryByText('Eine neue Version von Flugakte ist verfügbar.')).not.toBeInTheDocument()
  })

  it('offers a waiting version and reloads into it on request', async () => {
    sw.waiting = true
    await renderAt('/testing', { page: <UpdatePrompt /> })
    expect(screen.getByText('Eine neue Version von Flugakte ist verfügbar.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Neu laden' }))
    expect(sw.updateServiceWorker).toHaveBeenCalledTimes(1)
  })

  it('can be put off, in English too', async () => {
    sw.waiting = true
    await renderAt('/testing', { page: <UpdatePrompt />, language: 'en' })
    expect(screen.getByText('A new version of Flugakte is available.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(screen.queryByText('A new version of Flugakte is available.')).not.toBeInTheDocument()
    expect(sw.updateServiceWorker).not.toHaveBeenCalled()
  })

  it('looks for a new version every hour while online', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const update = vi.fn(async () => {})
    sw.registration = { update }
    await renderAt('/testing', { page: <UpdatePrompt /> })
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS)
    expect(update).toHaveBeenCalledTimes(1)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS)
    expect(update).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })
})
