// @ts-check
// The web app refreshes its token before the server's expiry, also on a device whose clock is hours
// off. These run against the second server of the e2e run, which issues 45 s tokens (global-setup.mjs).
import assert from 'node:assert/strict'

import { test } from '../fixtures.mjs'
import { logIn, storedSession } from '../web-app.mjs'

/** An account no other spec changes. */
const ACCOUNT = 'sophie.koch@flugakte.test'

test('the token is refreshed before it expires', async ({ page }) => {
  await logIn(page, 'de', { email: ACCOUNT })
  const before = await storedSession(page)
  assert.ok(before.token && before.expiresAt)
  // The e2e server issues 45 s tokens; the app refreshes 30 s before expiry, so after about 15 s.
  const msToExpiry = Number(before.expiresAt) - Date.now()
  assert.ok(msToExpiry < 60_000, `the e2e server should issue short tokens (expires in ${msToExpiry} ms)`)
  await page.waitForFunction((token) => localStorage.getItem('auth_token') !== token, before.token, { timeout: 25_000 })
  const after = await storedSession(page)
  assert.ok(after.token, 'a new token is stored')
  assert.ok(Number(after.expiresAt) > Number(before.expiresAt), 'the expiry moves on')
  assert.ok(Date.now() < Number(before.expiresAt), 'the refresh came before the old token expired')
  await page.reload()
  await page.waitForLoadState('networkidle')
  assert.equal(new URL(page.url()).pathname, '/dashboard')
})

test('the token is refreshed on a device whose clock is three hours ahead', async ({ page }) => {
  await page.addInitScript(() => {
    const offset = 3 * 3_600_000
    const realNow = Date.now.bind(Date)
    Date.now = () => realNow() + offset
  })
  await logIn(page, 'de', { email: ACCOUNT })
  const before = await storedSession(page)
  assert.ok(before.token && before.expiresAt)
  // The e2e server issues 45 s tokens; the refresh is due 30 s before the server's expiry.
  await page.waitForFunction((token) => localStorage.getItem('auth_token') !== token, before.token, { timeout: 30_000 })
  const after = await storedSession(page)
  assert.ok(after.token, 'a new token is stored')
  await page.reload()
  await page.waitForLoadState('networkidle')
  assert.equal(new URL(page.url()).pathname, '/dashboard', 'still signed in')
})
