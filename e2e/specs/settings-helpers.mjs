// @ts-check
// Shared by the settings-*.spec.mjs files: logging in through /login in German or English and
// the language an account speaks.
import assert from 'node:assert/strict'

import { DEMO_PASSWORD, logIn as logInAs, openIn, restAs } from '../web-app.mjs'

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

/**
 * A fresh active account in the club, so no other spec depends on its password or address.
 * @param {string} baseURL
 * @param {Language} language
 * @param {{ prefix: string, first: string, last: string }} name
 */
export async function createAccount(baseURL, language, { prefix, first, last }) {
  const admin = await restAs(baseURL, 'admin@flugakte.test')
  const colleague = await (await admin.call('/api/users?where[email][equals]=operator-b@flugakte.test&depth=0')).json()
  const roles = await (await admin.call('/api/roles?where[name][equals]=Club Member&depth=0')).json()
  const email = `${prefix}-${language}-${Date.now()}@flugakte.test`
  const response = await admin.call('/api/users', {
    method: 'POST',
    body: JSON.stringify({
      email,
      password: DEMO_PASSWORD,
      first_name: first,
      last_name: last,
      role: roles.docs[0].id,
      roles: [roles.docs[0].id],
      company: colleague.docs[0].company,
      status: 'active',
      accept_privacy_policy: true,
      language: language === 'en' ? 'en-US' : 'de-DE',
    }),
  })
  assert.equal(response.status, 201, 'the administrator creates the account')
  const { doc } = await response.json()
  await admin.logOut()
  return { email, id: doc.id }
}

/**
 * The status the login answers for an address and password (200 or 401).
 * @param {string} baseURL
 * @param {string} email
 * @param {string} password
 */
export async function loginStatus(baseURL, email, password) {
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return response.status
}
