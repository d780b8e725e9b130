// @ts-check
// A session the server ends while the app is open ends cleanly on the login page with a notice, in
// German and English; a deep link opened while signed out returns to its page after the login (the
// refresh on a device whose clock is hours off: auth-token-refresh.spec.mjs).
import assert from 'node:assert/strict'

import { test } from '../fixtures.mjs'
import { aircraftIdOf, logIn, openIn, storedSession, submitLogin } from '../web-app.mjs'
import { text } from '../texts.mjs'

const ACCOUNT = { de: 'sophie.koch@flugakte.test', en: 'cao@flugakte.test' }
const TEXT = {
  de: {
    ended:
      'Ihre Sitzung wurde beendet (abgemeldet, Passwort geändert oder Konto gesperrt). Bitte melden Sie sich erneut an.',
    lifecycle: text('de', 'layout:menu.lifecycle'),
  },
  en: {
    ended: 'Your session has ended (signed out, password changed or account suspended). Please sign in again.',
    lifecycle: text('en', 'layout:menu.lifecycle'),
  },
}

for (const language of /** @type {const} */ (['de', 'en'])) {
  test(`[${language}] a session ended on the server while the app is open leads to the login page with a notice`, async ({
    page,
    baseURL,
  }) => {
    const id = await aircraftIdOf(baseURL, ACCOUNT[language])
    await openIn(page, language)
    await logIn(page, language, { email: ACCOUNT[language] })
    await page.goto(`/boardbook?aircraft=${id}`)
    await page.waitForLoadState('networkidle')
    const { token } = await storedSession(page)
    assert.ok(token)
    // Logged out elsewhere: the server ends exactly this session.
    const logout = await fetch(`${baseURL}/api/users/logout`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}` },
    })
    assert.equal(logout.status, 200)

    // The next thing the pilot does in the open app: another screen, which asks the server.
    await page.getByRole('link', { name: TEXT[language].lifecycle }).first().click()
    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByRole('status').filter({ hasText: TEXT[language].ended }).waitFor()
    assert.deepEqual(await storedSession(page), { token: null, expires: null, expiresAt: null })
    const body = await page.locator('body').innerText()
    assert.ok(!/Something went wrong|Show Error/.test(body), 'no blank error page')

    // Signing in again starts a new session without the notice.
    await submitLogin(page, language, { email: ACCOUNT[language] })
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await page.goto('/logout')
    await page.goto('/login')
    await page.getByRole('button', { name: language === 'de' ? 'Anmelden' : 'Login', exact: true }).waitFor()
    assert.equal(await page.getByText(TEXT[language].ended).count(), 0)
  })

  test(`[${language}] a deep link opened while signed out returns to its page after the login`, async ({
    page,
    baseURL,
  }) => {
    const id = await aircraftIdOf(baseURL, ACCOUNT[language])
    await openIn(page, language)
    await page.goto(`/list/equipment?aircraft=${id}`)
    await page.waitForURL((url) => url.pathname === '/login')
    await submitLogin(page, language, { email: ACCOUNT[language] })
    await page.waitForURL((url) => url.pathname === '/list/equipment')
    assert.equal(new URL(page.url()).searchParams.get('aircraft'), String(id))
  })
}
