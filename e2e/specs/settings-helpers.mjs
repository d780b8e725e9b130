// @ts-check
// Shared by the settings-*.spec.mjs files: logging in through /login in German or English and
// the language an account speaks.
import assert from 'node:assert/strict'

import { logIn as logInAs, openIn, restAs } from '../web-app.mjs'

export { DEMO_PASSWORD, openIn, restAs } from '../web-app.mjs'

/** @typedef {import('../web-app.mjs').Language} Language */

/**
 * Logs in through /login and waits for the dashboard (the settings specs name the account by e-mail).
 * @param {import('playwright-core').Page} page
 * @param {Language} language the language the login page speaks
 * @param {string} email
 */
export function logIn(page, language, email) {
  return logInAs(page, language, { email })
}

/**
 * Sets the language stored on an account (the web app follows it after login); the account may
 * change its own profile.
 * @param {string} baseURL
 * @param {string} email
 * @param {'de-DE' | 'en-US'} language
 */
export async function storeLanguage(baseURL, email, language) {
  const account = await restAs(baseURL, email)
  const response = await account.call(`/api/users/${account.user.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ language }),
  })
  assert.equal(response.status, 200, `${email} stores ${language}`)
  await account.logOut()
}

/**
 * Runs `fn` with the accounts speaking `language` (stored on them and in the browser) and gives each
 * account its own language back afterwards, so other specs find the demo data as seeded.
 * @param {{ page: import('playwright-core').Page, baseURL: string }} args
 * @param {Language} language
 * @param {string[]} emails
 * @param {() => Promise<void>} fn
 */
export async function speaking({ page, baseURL }, language, emails, fn) {
  await openIn(page, language)
  const wanted = language === 'en' ? 'en-US' : 'de-DE'
  /** @type {[string, 'de-DE' | 'en-US'][]} */
  const changed = []
  for (const email of emails) {
    const account = await restAs(baseURL, email)
    await account.logOut()
    const own = account.user.language === 'en-US' ? 'en-US' : 'de-DE'
    if (own === wanted) continue
    await storeLanguage(baseURL, email, wanted)
    changed.push([email, own])
  }
  try {
    await fn()
  } finally {
    for (const [email, own] of changed) await storeLanguage(baseURL, email, own)
  }
}

/**
 * A REST client with the session the web app holds right now.
 * @param {import('playwright-core').Page} page
 * @param {string} baseURL
 */
export async function pageSession(page, baseURL) {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'))
  assert.ok(token, 'the web app holds a session')
  /** @param {string} path @param {RequestInit} [init] */
  return (path, init = {}) =>
    fetch(`${baseURL}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}`, ...init.headers },
    })
}
