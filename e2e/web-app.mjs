// @ts-check
import assert from 'node:assert/strict'
// Helpers for specs that drive the web app's sign-in screens in German (the default) or English.

export const DEMO_PASSWORD = 'Flugakte-Demo-1'

/** The visible texts the specs look for, per language (from apps/web/src/locales). */
export const TEXT = {
  de: {
    email: 'E-Mail',
    password: 'Passwort',
    login: 'Anmelden',
    loggedOut: 'Sie wurden erfolgreich abgemeldet.',
    loginAgain: 'Erneut anmelden',
    error: 'Fehler',
    notFound: 'Die aufgerufene Seite existiert nicht.',
    resetHeading: 'Passwort zurücksetzen',
    resetButton: 'Passwort zurücksetzen',
    resetSuccess:
      'Das Passwort wurde erfolgreich zurückgesetzt. Sie erhalten in Kürze eine E-Mail mit weiteren Anweisungen.',
    required: 'Bitte alle Pflichtfelder ausfüllen',
    wrongFormat: 'Falsches Format',
    tooShort: 'Das Passwort ist zu kurz',
    noMatch: 'Die beiden Eingaben stimmen nicht überein!',
    newPassword: 'Neues Passwort',
    repeatPassword: 'Neues Passwort wiederholen',
    changePassword: 'Passwort ändern',
    passwordChanged: 'Ihr Passwort wurde geändert.',
    noToken: 'Der Link enthält kein Token.',
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    login: 'Login',
    loggedOut: 'You have been logged out successfully.',
    loginAgain: 'Login again',
    error: 'Error',
    notFound: 'The page you are looking for does not exist.',
    resetHeading: 'Reset password',
    resetButton: 'Reset Password',
    resetSuccess: 'Password has been successfully resetted. You will get shortly a eMail with further instructions.',
    required: 'Please enter all required fields',
    wrongFormat: 'Wrong format',
    tooShort: 'Password is too short',
    noMatch: 'Two inputs don´t match!',
    newPassword: 'New password',
    repeatPassword: 'Repeat new password',
    changePassword: 'Change password',
    passwordChanged: 'Your password has been changed.',
    noToken: 'The link has no token.',
  },
}

/** @typedef {keyof typeof TEXT} Language */

/**
 * Matches a form field's label exactly, with or without the required-field asterisk.
 * @param {string} text
 */
export function fieldLabel(text) {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`)
}

/**
 * German needs nothing; English is chosen the way a returning visitor has it: the stored language.
 * @param {import('playwright-core').Page} page
 * @param {Language} language
 */
export async function openIn(page, language) {
  if (language === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'))
}

/**
 * Fills and sends the login form on the current page.
 * @param {import('playwright-core').Page} page
 * @param {Language} language
 * @param {{ email: string, password?: string }} account
 */
export async function submitLogin(page, language, { email, password = DEMO_PASSWORD }) {
  const text = TEXT[language]
  await page.getByLabel(fieldLabel(text.email)).fill(email)
  await page.getByLabel(fieldLabel(text.password)).fill(password)
  await page.getByRole('button', { name: text.login, exact: true }).click()
}

/**
 * Logs in through /login and waits for the dashboard.
 * @param {import('playwright-core').Page} page
 * @param {Language} language
 * @param {{ email: string, password?: string }} account
 */
export async function logIn(page, language, account) {
  await page.goto('/login')
  await submitLogin(page, language, account)
  await page.waitForURL((url) => url.pathname === '/dashboard')
}

/**
 * The three stored login values (spec: auth_token, auth_expires, auth_expires_at).
 * @param {import('playwright-core').Page} page
 */
export function storedSession(page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('auth_token'),
    expires: localStorage.getItem('auth_expires'),
    expiresAt: localStorage.getItem('auth_expires_at'),
  }))
}

/**
 * The user a token belongs to according to the server (null when the token is no longer valid).
 * @param {string} baseURL
 * @param {string} token
 * @returns {Promise<{ email: string } | null>}
 */
export async function userOfToken(baseURL, token) {
  const response = await fetch(`${baseURL}/api/users/me`, { headers: { Authorization: `JWT ${token}` } })
  return (await response.json()).user ?? null
}

/**
 * A field's error message as assistive technology reads it: the text its aria-describedby points at.
 * @param {import('playwright-core').Locator} field
 */
export function descriptionOf(field) {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (element.ownerDocument.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  )
}

/**
 * Waits until the field's description (its error message) reads `message`.
 * @param {import('playwright-core').Locator} field
 * @param {string} message
 */
export async function waitForFieldMessage(field, message, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  let last = ''
  while (Date.now() < deadline) {
    last = await descriptionOf(field)
    if (last.includes(message)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`expected the field message "${message}", found "${last}"`)
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
    /** @type {string} */ token,
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
 * The id of an aircraft the account sees, by registration (without one: the first it sees).
 * @param {string} baseURL
 * @param {string} email
 * @param {string} [registration]
 * @returns {Promise<number>}
 */
export async function aircraftIdOf(baseURL, email, registration) {
  const account = await restAs(baseURL, email)
  try {
    const where = registration ? `&where[registration][equals]=${registration}` : ''
    const found = await (await account.call(`/api/customer_aircrafts?depth=0&limit=1${where}`)).json()
    return found.docs[0].id
  } finally {
    await account.logOut()
  }
}
