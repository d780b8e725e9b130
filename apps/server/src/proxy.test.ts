import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it } from 'vitest'

import { proxy } from './proxy'

const originalOrigin = process.env.PUBLIC_ORIGIN

afterEach(() => {
  process.env.PUBLIC_ORIGIN = originalOrigin
})

const call = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  proxy(new NextRequest(new URL(url, 'http://localhost:3000'), { headers, method }))

const passes = (response: Response) => response.headers.get('x-middleware-next') === '1'

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

  it('refuses a write on the session cookie that no page of this site sent (403, in the caller’s language)', async () => {
    process.env.PUBLIC_ORIGIN = 'https://flugakte.example'
    const cookie = { Cookie: 'payload-token=abc.def.ghi' }
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      // No Origin and no word from the browser that it is this site (a form or a tool on another site).
      const bare = call('/api/flight_logs/1', cookie, method)
      expect(bare.status, method).toBe(403)
      expect(((await bare.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
        'Diese Änderung kam nicht von einer Seite von Flugakte und wurde abgelehnt. Bitte öffnen Sie Flugakte neu und versuchen Sie es dort erneut',
      )
      for (const site of ['cross-site', 'same-site', 'none']) {
        expect(call('/api/flight_logs/1', { ...cookie, 'Sec-Fetch-Site': site }, method).status).toBe(403)
      }
      for (const origin of [
        'https://evil.example',
        'http://flugakte.example',
        'null',
        'https://flugakte.example.evil',
      ]) {
        expect(call('/api/users/logout', { ...cookie, Origin: origin }, method).status, origin).toBe(403)
      }
      // This site's pages: the browser sends the Origin, or says the request is same-origin.
      expect(passes(call('/api/flight_logs/1', { ...cookie, Origin: 'https://flugakte.example' }, method))).toBe(true)
      expect(passes(call('/api/flight_logs/1', { ...cookie, 'Sec-Fetch-Site': 'same-origin' }, method))).toBe(true)
    }
    const english = call('/api/users/logout', { ...cookie, 'Accept-Language': 'en' }, 'POST')
    expect(((await english.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
      'This change did not come from a Flugakte page and was refused. Please open Flugakte again and try there',
    )
  })

  it('lets reads, token callers and writes without the session cookie through', () => {
    process.env.PUBLIC_ORIGIN = 'https://flugakte.example'
    const cookie = { Cookie: 'payload-token=abc.def.ghi' }
    expect(passes(call('/api/flight_logs', { ...cookie, Origin: 'https://evil.example' }))).toBe(true)
    expect(passes(call('/api/flight_logs', { ...cookie, Authorization: 'JWT abc.def.ghi' }, 'POST'))).toBe(true)
    expect(passes(call('/api/users/login', {}, 'POST'))).toBe(true)
    expect(passes(call('/api/users/login', { Cookie: 'other=1' }, 'POST'))).toBe(true)
  })
})
