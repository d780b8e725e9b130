import { beforeEach, describe, expect, it, vi } from 'vitest'

import {
  clearSession,
  clearSessionEndedNotice,
  endSession,
  sessionEndedNotice,
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

  it.each([-3, 0, 3])('keeps the expiry in device time when the device clock is off by %i hours', (hoursOff) => {
    // The server issues a 45 s token at NOW by its clock; the phone thinks it is NOW + hoursOff.
    const claims = btoa(JSON.stringify({ iat: NOW / 1000, exp: NOW / 1000 + 45 })).replace(/=+$/, '')
    const token = `header.${claims}.signature`
    const deviceNow = NOW + hoursOff * 3_600_000
    const session = sessionFrom(token, NOW / 1000 + 45, deviceNow)
    expect(session.expiresAt).toBe(deviceNow + 45_000)
    saveSession(session, storage)
    expect(isLoggedIn(deviceNow, storage)).toBe(true)
    // The refresh comes 30 s before the server's expiry, by the device's own clock.
    expect(msUntilRefresh(session, deviceNow)).toBe(15_000)
  })

  it('ends a session the server no longer accepts, with a notice for the login page', () => {
    saveSession(sessionFrom('t', NOW / 1000 + 60, NOW), storage)
    endSession(storage)
    expect(readSession(storage)).toBeNull()
    expect(sessionEndedNotice()).toBe(true)
    clearSessionEndedNotice()
    expect(sessionEndedNotice()).toBe(false)
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
