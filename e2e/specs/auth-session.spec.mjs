// @ts-check
// Login, session and logout in the web app, in German and English: the spec's messages, the stored
// values, the guard and the 404 page (the token refresh before expiry: auth-token-refresh.spec.mjs).
import assert from 'node:assert/strict'

import { test } from '../fixtures.mjs'
import { fieldLabel, logIn, openIn, storedSession, submitLogin, TEXT, userOfToken } from '../web-app.mjs'

/** Accounts no other spec changes; cao@ has English as its language. */
const ACCOUNT = { de: { email: 'sophie.koch@flugakte.test' }, en: { email: 'cao@flugakte.test' } }
const WRONG_PASSWORD_ACCOUNT = 'lena.hoffmann@flugakte.test'

for (const language of /** @type {const} */ (['de', 'en'])) {
  const text = TEXT[language]

  test(`[${language}] a wrong password shows the server's message in an error notification`, async ({ page }) => {
    await openIn(page, language)
    await page.goto('/login')
    await page.getByRole('heading', { name: 'Flugakte' }).waitFor()
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/login')
    await submitLogin(page, language, { email: WRONG_PASSWORD_ACCOUNT, password: 'not-the-password' })
    // The notification carries the first message of the server's answer to this very request.
    const response = await answer
    assert.equal(response.status(), 401)
    const message = (await response.json()).errors[0].message
    const alert = page.getByRole('alert').filter({ hasText: message })
    await alert.waitFor()
    assert.ok((await alert.textContent())?.includes(text.error), 'the notification is titled Error')
    assert.equal(new URL(page.url()).pathname, '/login')
    assert.equal((await storedSession(page)).token, null)
    // Spec: the default snackbar has no timeout. Here the passing time is what is tested.
    // eslint-disable-next-line no-restricted-syntax
    await page.waitForTimeout(5_000)
    assert.equal(await alert.isVisible(), true)
  })

  test(`[${language}] login stores the session, opens the dashboard and a reload keeps it`, async ({ page }) => {
    await openIn(page, language)
    await logIn(page, language, ACCOUNT[language])
    const session = await storedSession(page)
    assert.ok(session.token && session.expires && session.expiresAt, 'all three values are stored')
    assert.ok(Number(session.expiresAt) > Date.now(), 'the expiry lies ahead')

    await page.reload()
    await page.waitForLoadState('networkidle')
    assert.equal(new URL(page.url()).pathname, '/dashboard')
    assert.equal(await page.getByRole('button', { name: text.login, exact: true }).count(), 0)
    assert.equal((await storedSession(page)).token, session.token)
  })

  test(`[${language}] logout ends the session on the server and offers to log in again`, async ({ page, baseURL }) => {
    await openIn(page, language)
    await logIn(page, language, ACCOUNT[language])
    const { token } = await storedSession(page)
    assert.ok(token)
    assert.equal((await userOfToken(baseURL, token))?.email, ACCOUNT[language].email)

    await page.goto('/logout')
    await page.getByRole('alert').filter({ hasText: text.loggedOut }).waitFor()
    assert.deepEqual(await storedSession(page), { token: null, expires: null, expiresAt: null })
    assert.equal(await userOfToken(baseURL, token), null, 'the old token is refused')

    await page.getByRole('link', { name: text.loginAgain }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByRole('button', { name: text.login, exact: true }).waitFor()
  })

  test(`[${language}] /boardbook without login shows the login page`, async ({ page }) => {
    await openIn(page, language)
    await page.goto('/boardbook')
    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByRole('heading', { name: 'Flugakte' }).waitFor()
    await page.getByLabel(fieldLabel(text.email)).waitFor()
    assert.equal((await storedSession(page)).token, null)
  })

  test(`[${language}] an unknown path shows the 404 page`, async ({ page }) => {
    await openIn(page, language)
    await page.goto('/gibt-es-nicht')
    await page.getByRole('heading', { name: '404' }).waitFor()
    const alert = page.getByRole('alert', { name: language === 'de' ? 'Fehler' : 'Error' })
    await alert.waitFor()
    assert.match((await alert.textContent()) ?? '', new RegExp(text.notFound.replace('.', '\\.')))
    assert.ok(
      await page
        .getByRole('link')
        .filter({ hasText: language === 'de' ? 'Startseite' : 'start page' })
        .isVisible(),
    )
  })
}

test('the login keeps ?aircraft= on the way to the dashboard', async ({ page, baseURL }) => {
  const login = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ACCOUNT.de.email, password: 'Flugakte-Demo-1' }),
  })
  const { token } = await login.json()
  const aircraft = await fetch(`${baseURL}/api/customer_aircrafts?limit=1&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  const id = (await aircraft.json()).docs[0].id

  await page.goto(`/login?aircraft=${id}`)
  await submitLogin(page, 'de', ACCOUNT.de)
  await page.waitForURL((url) => url.pathname === '/dashboard')
  assert.equal(new URL(page.url()).searchParams.get('aircraft'), String(id))
})
