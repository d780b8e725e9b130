// @ts-check
// Before and at sign-in: the language switch on the login, reset and 404 pages takes effect at once,
// survives a reload and reaches the profile at the next login; each screen names itself in the tab
// title; a freshly invited user is asked to accept the privacy policy at the first sign-in.
import assert from 'node:assert/strict'

import { expect, test } from '../fixtures.mjs'
import { linkIn, to, waitForMail } from '../mailbox.mjs'
import { fieldLabel, logIn, restAs, storedSession, submitLogin, TEXT } from '../web-app.mjs'

/** No other spec changes this account's language; the test sets it back. */
const SWITCHER = 'sophie.koch@flugakte.test'

test('the language switch on the public pages takes effect at once and reaches the profile at login', async ({
  page,
  baseURL,
}) => {
  try {
    await page.goto('/login')
    await page.getByRole('button', { name: TEXT.de.login, exact: true }).waitFor()
    await page.getByText('English', { exact: true }).click()
    await page.getByRole('button', { name: TEXT.en.login, exact: true }).waitFor()
    await page.reload()
    await page.getByRole('button', { name: TEXT.en.login, exact: true }).waitFor()
    await page.goto('/reset-password')
    await page.getByRole('heading', { name: TEXT.en.resetHeading }).waitFor()
    await page.goto('/no-such-page')
    await page.getByRole('alert', { name: 'Error' }).waitFor()
    await page.getByText('Deutsch', { exact: true }).click()
    await page.getByRole('alert', { name: 'Fehler' }).waitFor()
    await page.getByText('English', { exact: true }).click()

    await page.goto('/login')
    await submitLogin(page, 'en', { email: SWITCHER })
    await page.waitForURL((url) => url.pathname === '/dashboard')
    const account = await restAs(baseURL, SWITCHER)
    assert.equal(account.user.language, 'en-US', 'the choice is stored on the profile')
    await account.logOut()
    assert.equal(await page.title(), 'Dashboard – Flugakte')
  } finally {
    const account = await restAs(baseURL, SWITCHER)
    await account.call(`/api/users/${account.user.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ language: 'de-DE' }),
    })
    await account.logOut()
  }
})

test('each screen sets the tab title, in the interface language', async ({ page }) => {
  await page.goto('/login')
  assert.equal(await page.title(), 'Anmelden – Flugakte')
  await logIn(page, 'de', { email: 'member@flugakte.test' })
  for (const [path, title] of [
    ['/boardbook', 'Bordbuch – Flugakte'],
    ['/lifecycle', 'Lebenslauf – Flugakte'],
    ['/list/equipment', 'Ausrüstungsliste – Flugakte'],
    ['/settings/user', 'Einstellungen – Flugakte'],
  ]) {
    await page.goto(path)
    await expect(page).toHaveTitle(title)
    assert.equal(await page.title(), title)
  }
})

test('a freshly invited user is asked to accept the privacy policy at the first sign-in', async ({ page, baseURL }) => {
  const operator = await restAs(baseURL, 'operator@flugakte.test')
  const roles = await (await operator.call('/api/roles?depth=0&limit=0')).json()
  const role = roles.docs.find((/** @type {{ name: string }} */ item) => item.name === 'Operator')?.id
  const email = `neu-${Date.now()}@flugakte.test`
  const since = Date.now()
  const invited = await operator.call('/api/users/invite', {
    method: 'POST',
    body: JSON.stringify({ email, first_name: 'Nina', last_name: 'Neu', role }),
  })
  assert.ok(invited.status < 300, `invitation answered ${invited.status}`)
  await operator.logOut()

  const mail = await waitForMail(to(email, since))
  const link = linkIn(mail, '/change-password')
  await page.goto(link.href)
  const password = 'Neu-Im-Verein-2026!'
  await page.getByLabel(fieldLabel(TEXT.de.newPassword)).fill(password)
  await page.getByLabel(fieldLabel(TEXT.de.repeatPassword)).fill(password)
  await page.getByRole('button', { name: TEXT.de.changePassword }).click()
  await page.waitForURL((url) => url.pathname === '/login')

  await logIn(page, 'de', { email, password })
  const dialog = page.getByRole('dialog', { name: 'Datenschutzerklärung' })
  await dialog.waitFor()
  await dialog.getByRole('button', { name: 'Akzeptieren' }).click()
  await dialog.waitFor({ state: 'hidden' })
  assert.ok((await storedSession(page)).token)
  const check = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  assert.equal((await check.json()).user.accept_privacy_policy, true)
})
