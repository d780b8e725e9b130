// @ts-check
// Change Password on a throwaway account: a wrong current password and the server's password policy
// are shown at their fields; a good change keeps the web app signed in, and the new password works
// for the next login while the old one no longer does. German and English.
import assert from 'node:assert/strict'

import { test } from '../harness.mjs'
import { DEMO_PASSWORD, logIn, openIn, restAs } from './settings-helpers.mjs'
import { text } from '../texts.mjs'

const NEW_PASSWORD = 'Neues-Passwort-7'

const TEXT = {
  de: {
    tab: text('de', 'settings:tabs.changePassword'),
    current: text('de', 'settings:changeEmail.currentPassword'),
    password: text('de', 'settings:changePassword.newPassword'),
    repeat: text('de', 'settings:changePassword.repeatPassword'),
    submit: text('de', 'settings:changePassword.submit'),
    wrongCurrent: text('de', 'server:accounts.wrongCurrentPassword'),
    policy: 'Das Passwort muss mindestens 8 Zeichen lang sein',
    changed: 'Ihr Passwort wurde geändert.',
    settings: text('de', 'settings:title'),
  },
  en: {
    tab: text('en', 'settings:tabs.changePassword'),
    current: text('en', 'settings:changeEmail.currentPassword'),
    password: text('en', 'settings:changePassword.newPassword'),
    repeat: text('en', 'settings:changePassword.repeatPassword'),
    submit: text('en', 'settings:changePassword.submit'),
    wrongCurrent: text('en', 'server:accounts.wrongCurrentPassword'),
    policy: 'The password must be at least 8 characters long',
    changed: 'Your password has been changed.',
    settings: text('en', 'settings:title'),
  },
}

/**
 * A fresh active account in the club, so no other spec depends on its password.
 * @param {string} baseURL
 * @param {'de' | 'en'} language
 */
async function createAccount(baseURL, language) {
  const admin = await restAs(baseURL, 'admin@flugakte.test')
  const colleague = await (await admin.call('/api/users?where[email][equals]=operator-b@flugakte.test&depth=0')).json()
  const roles = await (await admin.call('/api/roles?where[name][equals]=Club Member&depth=0')).json()
  const email = `passwort-${language}-${Date.now()}@flugakte.test`
  const response = await admin.call('/api/users', {
    method: 'POST',
    body: JSON.stringify({
      email,
      password: DEMO_PASSWORD,
      first_name: 'Paula',
      last_name: 'Passwort',
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

/** @param {string} baseURL @param {number} id */
async function archiveAccount(baseURL, id) {
  const admin = await restAs(baseURL, 'admin@flugakte.test')
  await admin.call(`/api/users/${id}`, { method: 'PATCH', body: JSON.stringify({ status: 'archived' }) })
  await admin.logOut()
}

/** @param {string} baseURL @param {string} email @param {string} password */
async function loginStatus(baseURL, email, password) {
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return response.status
}

for (const language of /** @type {const} */ (['de', 'en'])) {
  const text = TEXT[language]

  test(`[${language}] Change Password checks the current password and the server's policy`, async ({
    page,
    baseURL,
  }) => {
    const account = await createAccount(baseURL, language)
    try {
      await openIn(page, language)
      await logIn(page, language, account.email)
      await page.goto('/settings/change-password')
      assert.equal(await page.getByRole('tab', { name: text.tab }).getAttribute('aria-selected'), 'true')
      const current = page.getByLabel(text.current)
      // Exactly this label, not the repeat field's (a required field's label ends in an asterisk).
      const password = page.getByLabel(new RegExp(`^${text.password}\\W*$`))
      const repeat = page.getByLabel(text.repeat)

      await current.fill('not-the-password')
      await password.fill(NEW_PASSWORD)
      await repeat.fill(NEW_PASSWORD)
      await page.getByRole('button', { name: text.submit }).click()
      await page.getByText(text.wrongCurrent).waitFor()

      // Long enough for the form (6), too weak for the server's strong policy.
      await current.fill(DEMO_PASSWORD)
      await password.fill('schwach')
      await repeat.fill('schwach')
      await page.getByRole('button', { name: text.submit }).click()
      await page.getByText(text.policy).waitFor()
      assert.match((await password.getAttribute('aria-describedby')) ?? '', /error/)
      assert.equal(await loginStatus(baseURL, account.email, DEMO_PASSWORD), 200, 'nothing changed yet')

      await password.fill(NEW_PASSWORD)
      await repeat.fill(NEW_PASSWORD)
      await page.getByRole('button', { name: text.submit }).click()
      await page.getByText(text.changed).waitFor()
      assert.equal(await current.inputValue(), '')

      // The web app stays signed in with its stored session.
      await page.reload()
      await page.getByRole('heading', { name: text.settings, level: 1 }).waitFor()
      assert.equal(new URL(page.url()).pathname, '/settings/change-password')
      assert.equal(await loginStatus(baseURL, account.email, DEMO_PASSWORD), 401, 'the old password is refused')
      assert.equal(await loginStatus(baseURL, account.email, NEW_PASSWORD), 200, 'the new password works')
    } finally {
      await archiveAccount(baseURL, account.id)
    }
  })
}
