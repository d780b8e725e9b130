// @ts-check
// Helpers for specs that drive the web app's sign-in screens in German (the default) or English.
import assert from 'node:assert/strict'
import path from 'node:path'

import { expect } from '@playwright/test'

import { e2eEnv } from './e2e-env.mjs'
import { text } from './texts.mjs'

export const DEMO_PASSWORD = 'Flugakte-Demo-1'

/**
 * The accounts the sign-in setup project logs in once, by role; German-speaking demo accounts whose
 * password, status and sessions no spec changes.
 */
export const SIGNED_IN = {
  member: 'member@flugakte.test',
  operator: 'operator@flugakte.test',
  maintenance: 'maintenance@flugakte.test',
}

/**
 * The saved browser state of a role signed in by the setup project, for test.use({ storageState }).
 * @param {keyof typeof SIGNED_IN} role
 */
export function signedIn(role) {
  return path.join(e2eEnv().authDir, `${role}.json`)
}

/** The visible texts the specs look for, per language (from packages/texts). */
export const TEXT = {
  de: {
    email: text('de', 'auth:login.email'),
    password: text('de', 'auth:login.password'),
    login: text('de', 'auth:resetPassword.login'),
    loggedOut: text('de', 'auth:LogoutSuccess'),
    loginAgain: text('de', 'auth:logout.loginAgain'),
    error: text('de', 'common:Error'),
    notFound: text('de', 'common:notFound.text'),
    resetHeading: text('de', 'auth:resetPassword.title'),
    resetButton: text('de', 'auth:resetPassword.submit'),
    resetSuccess:
      'Das Passwort wurde erfolgreich zurückgesetzt. Sie erhalten in Kürze eine E-Mail mit weiteren Anweisungen.',
    required: text('de', 'messages:EnterRequiredFields'),
    wrongFormat: text('de', 'messages:WrongFormat'),
    tooShort: text('de', 'messages:PasswordTooShort'),
    noMatch: text('de', 'messages:PasswordDoNotMatch'),
    newPassword: text('de', 'settings:changePassword.newPassword'),
    repeatPassword: text('de', 'settings:changePassword.repeatPassword'),
    changePassword: text('de', 'auth:changePassword.submit'),
    passwordChanged: 'Ihr Passwort wurde geändert.',
    noToken: 'Der Link enthält kein Token.',
  },
  en: {
    email: text('en', 'auth:login.email'),
    password: text('en', 'auth:login.password'),
    login: text('en', 'auth:resetPassword.login'),
    loggedOut: text('en', 'auth:LogoutSuccess'),
    loginAgain: text('en', 'auth:logout.loginAgain'),
    error: text('en', 'common:Error'),
    notFound: text('en', 'common:notFound.text'),
    resetHeading: text('en', 'auth:resetPassword.title'),
    resetButton: text('en', 'auth:resetPassword.submit'),
    resetSuccess: 'Password has been successfully resetted. You will get shortly a eMail with further instructions.',
    required: text('en', 'messages:EnterRequiredFields'),
    wrongFormat: text('en', 'messages:WrongFormat'),
    tooShort: text('en', 'messages:PasswordTooShort'),
    noMatch: text('en', 'messages:PasswordDoNotMatch'),
    newPassword: text('en', 'settings:changePassword.newPassword'),
    repeatPassword: text('en', 'settings:changePassword.repeatPassword'),
    changePassword: text('en', 'auth:changePassword.submit'),
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
  await expect.poll(() => descriptionOf(field), { timeout: timeoutMs }).toContain(message)
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
