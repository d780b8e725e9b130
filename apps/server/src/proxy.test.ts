import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it } from 'vitest'

import { proxy } from './proxy'

const originalOrigin = process.env.PUBLIC_ORIGIN

afterEach(() => {
  process.env.PUBLIC_ORIGIN = originalOrigin
})

const call = (url: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(new URL(url, 'http://localhost:3000'), { headers }))

describe('the proxy in front of every route', () => {
  it('answers 400 with a message for a NUL in the path or query, before any route runs', async () => {
    for (const url of [
      '/api/files/file/zeugnis%00.pdf',
      '/api/users/%00',
      '/admin/%00',
      '/%00',
      '/api/documents?where[title][equals]=a%00b',
    ]) {
      const response = call(url)
      expect(response.status, url).toBe(400)
      expect(response.headers.get('x-middleware-next')).toBeNull()
      const body = (await response.json()) as { errors: { message: string }[] }
      expect(body.errors[0].message).toBe('Die Anfrage enthält ein Nullzeichen')
    }
    const english = call('/api/users/%00', { 'Accept-Language': 'en-GB,en;q=0.9' })
    expect(((await english.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
      'The request contains a NUL character',
    )
  })

  it('lets other requests through with nosniff, and forbids framing /admin and /api', () => {
    process.env.PUBLIC_ORIGIN = 'http://localhost:3000'
    for (const url of ['/admin', '/admin/collections/users', '/api/users/me', '/api']) {
      const response = call(url)
      expect(response.headers.get('x-middleware-next')).toBe('1')
      expect(response.headers.get('x-frame-options'), url).toBe('DENY')
      expect(response.headers.get('content-security-policy'), url).toBe("frame-ancestors 'none'")
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
    // The web app's pages keep their own policy from next.config.mjs (which has frame-ancestors too).
    for (const url of ['/', '/boardbook', '/administration', '/apiary']) {
      const response = call(url)
      expect(response.headers.get('x-middleware-next')).toBe('1')
      expect(response.headers.get('content-security-policy'), url).toBeNull()
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('sends HSTS only when the public origin is https, read when the request comes', () => {
    process.env.PUBLIC_ORIGIN = 'http://localhost:3000'
    expect(call('/api/users/me').headers.get('strict-transport-security')).toBeNull()
    process.env.PUBLIC_ORIGIN = 'https://flugakte.example'
    for (const url of ['/', '/admin', '/api/users/me']) {
      expect(call(url).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    }
  })
})
