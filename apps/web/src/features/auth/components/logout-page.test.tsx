import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { readSession, saveSession, sessionFrom } from '../../../lib/session'
import { mockServer, renderAt, testQueryClient } from '../../../testing/render'

const server = mockServer(
  http.get('/app-config.json', () => HttpResponse.json({ imprintUrl: null, privacyPolicyUrl: null })),
)

describe('LogoutPage', () => {
  it('logs out on opening, forgets the session and the cached data, and offers to log in again', async () => {
    let calls = 0
    server.use(
      http.post('/api/users/logout', () => {
        calls += 1
        return HttpResponse.json({ message: 'You have been logged out successfully.' })
      }),
    )
    saveSession(sessionFrom('jwt', Date.now() / 1000 + 3600))
    const queryClient = testQueryClient()
    queryClient.setQueryData(['auth', 'me'], { id: 7 })
    await renderAt('/logout', { language: 'en', queryClient })
    expect(await screen.findByRole('alert')).toHaveTextContent('You have been logged out successfully.')
    expect(screen.getByRole('link', { name: 'Login again' })).toHaveAttribute('href', '/login')
    expect(calls).toBe(1)
    expect(readSession()).toBeNull()
    expect(queryClient.getQueryData(['auth', 'me'])).toBeUndefined()
  })

  it('also ends a session the server no longer knows', async () => {
    server.use(
      http.post('/api/users/logout', () => HttpResponse.json({ errors: [{ message: 'No User' }] }, { status: 400 })),
    )
    saveSession(sessionFrom('expired', Date.now() / 1000 + 3600))
    await renderAt('/logout')
    expect(await screen.findByRole('alert')).toHaveTextContent('Sie wurden erfolgreich abgemeldet.')
    expect(readSession()).toBeNull()
  })
})
