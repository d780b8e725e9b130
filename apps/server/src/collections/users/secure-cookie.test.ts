import { describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../../seed/demo/fleet'
import { getTestPayload } from '../../testing/get-test-payload'
import { rest } from '../../testing/rest'

// This file's config is loaded under an https public origin (each test file loads its own modules).
process.env.PUBLIC_ORIGIN = 'https://flugakte.example'

describe('the session cookie under an https public origin', () => {
  it('is Secure, HttpOnly and SameSite=Lax', async () => {
    const payload = await getTestPayload()
    expect(payload.config.serverURL).toBe('https://flugakte.example')
    const response = await rest('/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'operator@flugakte.test', password: DEMO_PASSWORD }),
    })
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
  })
})
