import { beforeEach, describe, expect, it, vi } from 'vitest'

import {
  clearSession,
  isLoggedIn,
  msUntilRefresh,
  readSession,
  REFRESH_MARGIN_MS,
  saveSession,
  sessionFrom,
  startRefreshTimer,
} from './session'

class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

let storage: MemoryStorage
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0)

beforeEach(() => {
  storage = new MemoryStorage()
})

describe('session store', () => {
  it('derives the expiry from the token’s exp (seconds)', () => {
    const session = sessionFrom('t', NOW / 1000 + 7200, NOW)
    expect(session).toEqual({ token: 't', expires: 7_200_000, expiresAt: NOW + 7_200_000 })
  })

  it('is logged in only with all three values and an expiry in the future', () => {
    expect(isLoggedIn(NOW, storage)).toBe(false)
    saveSession(sessionFrom('t', NOW / 1000 + 60, NOW), storage)
    expect(isLoggedIn(NOW, storage)).toBe(true)
    expect(isLoggedIn(NOW + 60_000, storage)).toBe(false)
    storage.removeItem('auth_expires')
    expect(readSession(storage)).toBeNull()
    expect(isLoggedIn(NOW, storage)).toBe(false)
  })

  it('clears all three values', () => {
    saveSession(sessionFrom('t', NOW / 1000 + 60, NOW), storage)
    clearSession(storage)
    expect(storage.length).toBe(0)
  })

  it('schedules the refresh the margin before expiry, never negative', () => {
    const session = sessionFrom('t', NOW / 1000 + 120, NOW)
    expect(msUntilRefresh(session, NOW)).toBe(120_000 - REFRESH_MARGIN_MS)
    expect(msUntilRefresh(session, NOW + 100_000)).toBe(0)
  })
})

describe('refresh timer', () => {
  it('refreshes before expiry, stores the new token and schedules again', async () => {
    vi.useFakeTimers({ now: NOW })
    saveSession(sessionFrom('first', NOW / 1000 + 60, NOW), storage)
    const refresh = vi.fn(async () => sessionFrom('second', Date.now() / 1000 + 60, Date.now()))
    const stop = startRefreshTimer(refresh, globalThis, storage)
    await vi.advanceTimersByTimeAsync(29_000)
    expect(refresh).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(readSession(storage)?.token).toBe('second')
    await vi.advanceTimersByTimeAsync(30_000)
    expect(refresh).toHaveBeenCalledTimes(2)
    stop()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(refresh).toHaveBeenCalledTimes(2)
    vi.useRealTimers()
  })

  it('clears the session when the refresh fails', async () => {
    vi.useFakeTimers({ now: NOW })
    saveSession(sessionFrom('first', NOW / 1000 + 31, NOW), storage)
    startRefreshTimer(async () => Promise.reject(new Error('401')), globalThis, storage)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(readSession(storage)).toBeNull()
    vi.useRealTimers()
  })
})
