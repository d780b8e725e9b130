import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { mockServer } from '../testing/render'
import { api, ApiError } from './api-client'
import { readSession, saveSession, sessionEndedNotice, sessionFrom } from './session'

const server = mockServer()
const refused = http.get('/api/flight_logs', () => HttpResponse.json({ errors: [{ message: 'No' }] }, { status: 401 }))

beforeEach(() => {
  saveSession(sessionFrom('stored-token', Math.floor(Date.now() / 1000) + 3600))
})

describe('a refused call', () => {
  it('ends the session when the server says the token belongs to nobody', async () => {
    server.use(
      refused,
      http.get('/api/users/me', () => HttpResponse.json({ user: null })),
    )
    await expect(api('/flight_logs')).rejects.toBeInstanceOf(ApiError)
    expect(readSession()).toBeNull()
    expect(sessionEndedNotice()).toBe(true)
  })

  it('leaves the session to the user’s next step when a background check is refused', async () => {
    const asked = vi.fn()
    server.use(
      refused,
      http.get('/api/users/me', () => {
        asked()
        return HttpResponse.json({ user: null })
      }),
    )
    await expect(api('/flight_logs', { background: true })).rejects.toMatchObject({ status: 401 })
    expect(asked).not.toHaveBeenCalled()
    expect(readSession()?.token).toBe('stored-token')
  })

  it('keeps the session when the token still has its user (a missing permission)', async () => {
    server.use(
      refused,
      http.get('/api/users/me', () => HttpResponse.json({ user: { id: 7 } })),
    )
    await expect(api('/flight_logs')).rejects.toMatchObject({ status: 401 })
    expect(readSession()?.token).toBe('stored-token')
  })

  it('keeps the session when the question finds no network', async () => {
    server.use(
      refused,
      http.get('/api/users/me', () => HttpResponse.error()),
    )
    await expect(api('/flight_logs')).rejects.toMatchObject({ status: 401 })
    expect(readSession()?.token).toBe('stored-token')
  })

  it('keeps the session when a hotspot’s login page answers instead of the server', async () => {
    server.use(
      refused,
      http.get('/api/users/me', () => HttpResponse.html('<html>Welcome to Airfield WiFi</html>')),
    )
    await expect(api('/flight_logs')).rejects.toMatchObject({ status: 401 })
    expect(readSession()?.token).toBe('stored-token')
  })

  it('does not ask the server while the device is offline', async () => {
    // No handler for /api/users/me: asking would fail the test.
    server.use(refused)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await expect(api('/flight_logs')).rejects.toMatchObject({ status: 401 })
    expect(readSession()?.token).toBe('stored-token')
  })
})
