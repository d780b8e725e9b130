import { describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../../seed/demo/fleet'
import { getTestPayload } from '../../testing/get-test-payload'
import { rest } from '../../testing/rest'

// A deployment reached over plain http (localhost) must keep a cookie the browser will send back.
process.env.PUBLIC_ORIGIN = 'http://localhost:3000'

describe('the session cookie under an http public origin', () => {
  it('is not Secure, so a plain-http deployment keeps working', async () => {
    await getTestPayload()
    const response = await rest('/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'operator@flugakte.test', password: DEMO_PASSWORD }),
    })
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).not.toMatch(/;\s*Secure/i)
  })
})
