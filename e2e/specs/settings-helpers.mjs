// @ts-check
// Shared by the settings-*.spec.mjs files: logging in through /login in German or English and
// REST clients with a session of their own.
import assert from 'node:assert/strict'

export const DEMO_PASSWORD = 'Flugakte-Demo-1'

/** @typedef {'de' | 'en'} Language */

const LOGIN = {
  de: { email: /^E-Mail/, password: /^Passwort/, submit: 'Anmelden' },
  en: { email: /^E-mail/, password: /^Password/, submit: 'Login' },
}

/**
 * German is the default; English is chosen the way a returning visitor has it: the stored language.
 * @param {import('playwright-core').Page} page
 * @param {Language} language
 */
export async function openIn(page, language) {
  if (language === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'))
}

/**
 * Logs in through /login and waits for the dashboard.
 * @param {import('playwright-core').Page} page
 * @param {Language} language the language the login page speaks
 * @param {string} email
 */
export async function logIn(page, language, email) {
  const text = LOGIN[language]
  await page.goto('/login')
  await page.getByRole('textbox', { name: text.email }).fill(email)
  await page.getByLabel(text.password).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: text.submit, exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
}

/**
 * A REST client with a session of its own (tokens in the e2e run live only 45 s, so log in per use).
 * @param {string} baseURL
 * @param {string} email
 */
export async function restAs(baseURL, email) {
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  assert.equal(response.status, 200, `${email} logs in`)
  const { token, user } = await response.json()
  return {
    user,
    /** @param {string} path @param {RequestInit} [init] */
    call: (path, init = {}) =>
      fetch(`${baseURL}${path}`, {
        ...init,
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}`, ...init.headers },
      }),
    logOut: () => fetch(`${baseURL}/api/users/logout`, { method: 'POST', headers: { Authorization: `JWT ${token}` } }),
  }
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
 * Runs `fn` with the accounts speaking `language` (stored on them and in the browser) and sets them
 * back to German afterwards, so other specs find the demo data as seeded.
 * @param {{ page: import('playwright-core').Page, baseURL: string }} args
 * @param {Language} language
 * @param {string[]} emails
 * @param {() => Promise<void>} fn
 */
export async function speaking({ page, baseURL }, language, emails, fn) {
  await openIn(page, language)
  if (language === 'de') return fn()
  for (const email of emails) await storeLanguage(baseURL, email, 'en-US')
  try {
    await fn()
  } finally {
    for (const email of emails) await storeLanguage(baseURL, email, 'de-DE')
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
