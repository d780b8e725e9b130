import { beforeEach, describe, expect, it, vi } from 'vitest'

import { ApiError } from './api-client'
import {
  clearSession,
  clearSessionEndedNotice,
  endSession,
  sessionEndedNotice,
  isLoggedIn,
  msUntilRefresh,
  readSession,
  REFRESH_MARGIN_MS,
  RETRY_MS,
  saveSession,
  type Session,
  sessionUserId,
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

  it('stays logged in with an expired token while offline, for the server to decide later', () => {
    saveSession(sessionFrom('t', NOW / 1000 + 60, NOW), storage)
    expect(isLoggedIn(NOW + 3_600_000, storage, false)).toBe(true)
    expect(isLoggedIn(NOW + 3_600_000, storage, true)).toBe(false)
    clearSession(storage)
    expect(isLoggedIn(NOW, storage, false)).toBe(false)
  })

  it('reads whose session it is from the token', () => {
    const claims = btoa(JSON.stringify({ id: 42, iat: NOW / 1000 })).replace(/=+$/, '')
    expect(sessionUserId(sessionFrom(`header.${claims}.signature`, NOW / 1000 + 60, NOW))).toBe('42')
    expect(sessionUserId(sessionFrom('not-a-jwt', NOW / 1000 + 60, NOW))).toBeNull()
    expect(sessionUserId(null)).toBeNull()
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

  it('ends the session when the server refuses the refresh', async () => {
    vi.useFakeTimers({ now: NOW })
    saveSession(sessionFrom('first', NOW / 1000 + 31, NOW), storage)
    startRefreshTimer(async () => Promise.reject(new ApiError(401, [])), globalThis, storage)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(readSession(storage)).toBeNull()
    expect(sessionEndedNotice()).toBe(true)
    vi.useRealTimers()
  })

  it('keeps the session when the refresh finds no network, and tries again every minute', async () => {
    vi.useFakeTimers({ now: NOW })
    saveSession(sessionFrom('first', NOW / 1000 + 31, NOW), storage)
    const refresh = vi
      .fn<() => Promise<Session>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiError(502, []))
      .mockImplementation(async () => sessionFrom('second', Date.now() / 1000 + 3600, Date.now()))
    const stop = startRefreshTimer(refresh, globalThis, storage)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(readSession(storage)?.token).toBe('first')
    await vi.advanceTimersByTimeAsync(RETRY_MS)
    expect(refresh).toHaveBeenCalledTimes(2)
    expect(readSession(storage)?.token).toBe('first')
    await vi.advanceTimersByTimeAsync(RETRY_MS)
    expect(refresh).toHaveBeenCalledTimes(3)
    expect(readSession(storage)?.token).toBe('second')
    stop()
    vi.useRealTimers()
  })

  it('waits offline without asking, and refreshes as soon as the device is back online', async () => {
    vi.useFakeTimers({ now: NOW })
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    saveSession(sessionFrom('first', NOW / 1000 + 60, NOW), storage)
    const refresh = vi.fn(async () => sessionFrom('second', Date.now() / 1000 + 3600, Date.now()))
    const stop = startRefreshTimer(refresh, globalThis, storage)
    // Past the token's expiry, offline: no request, still signed in.
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(refresh).not.toHaveBeenCalled()
    expect(isLoggedIn(Date.now(), storage)).toBe(true)
    online.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(readSession(storage)?.token).toBe('second')
    stop()
    vi.useRealTimers()
  })

  it('ends a session that expired offline once the server, reached again, refuses it', async () => {
    vi.useFakeTimers({ now: NOW })
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    saveSession(sessionFrom('first', NOW / 1000 + 60, NOW), storage)
    const stop = startRefreshTimer(async () => Promise.reject(new ApiError(403, [])), globalThis, storage)
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(readSession(storage)?.token).toBe('first')
    online.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(readSession(storage)).toBeNull()
    stop()
    vi.useRealTimers()
  })

  it('stops listening for the connection when stopped', async () => {
    vi.useFakeTimers({ now: NOW })
    saveSession(sessionFrom('first', NOW / 1000 + 31, NOW), storage)
    const refresh = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))
    const stop = startRefreshTimer(refresh, globalThis, storage)
    await vi.advanceTimersByTimeAsync(1_000)
    stop()
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(5 * RETRY_MS)
    expect(refresh).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })
})
