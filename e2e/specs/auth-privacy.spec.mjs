// @ts-check
// A user who has not accepted the privacy policy meets a dialog after login that only Accept or Logout
// ends; accepting is stored on the user.
import assert from 'node:assert/strict'

import { test } from '../fixtures.mjs'
import { DEMO_PASSWORD, logIn, TEXT } from '../web-app.mjs'

/** No other spec logs this account in successfully, so clearing its acceptance disturbs nobody. */
const EMAIL = 'lena.hoffmann@flugakte.test'

/**
 * @param {string} baseURL
 * @param {string} email
 */
async function tokenOf(baseURL, email) {
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  assert.equal(response.status, 200, `${email} logs in`)
  return /** @type {{ token: string, user: { id: number, accept_privacy_policy: boolean } }} */ (await response.json())
}

/**
 * @param {string} baseURL
 * @param {boolean} accepted
 */
async function setAcceptance(baseURL, accepted) {
  const { token } = await tokenOf(baseURL, 'admin@flugakte.test')
  const { user } = await tokenOf(baseURL, EMAIL)
  const response = await fetch(`${baseURL}/api/users/${user.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ accept_privacy_policy: accepted }),
  })
  assert.equal(response.status, 200)
}

test('[de] the privacy dialog cannot be dismissed; Logout leaves, Accept is stored', async ({ page, baseURL }) => {
  await setAcceptance(baseURL, false)
  await logIn(page, 'de', { email: EMAIL })
  const dialog = page.getByRole('dialog', { name: 'Datenschutzerklärung' })
  await dialog.waitFor()
  await page.keyboard.press('Escape')
  await page.mouse.click(5, 5)
  assert.equal(await dialog.isVisible(), true, 'Escape and a click outside leave it open')

  await dialog.getByRole('link', { name: 'Abmelden' }).click()
  await page.getByRole('alert').filter({ hasText: TEXT.de.loggedOut }).waitFor()

  await logIn(page, 'de', { email: EMAIL })
  await dialog.getByRole('button', { name: 'Akzeptieren' }).click()
  await dialog.waitFor({ state: 'hidden' })
  assert.equal((await tokenOf(baseURL, EMAIL)).user.accept_privacy_policy, true)
  await page.reload()
  await page.waitForLoadState('networkidle')
  assert.equal(await dialog.count(), 0, 'it does not come back')
})
