// @ts-check
// Change Password on a throwaway account: a wrong current password and the server's password policy
// are shown at their fields; a good change keeps the web app signed in, and the new password works
// for the next login while the old one no longer does. German and English.
import assert from 'node:assert/strict'

import { test } from '../fixtures.mjs'
import { createAccount, DEMO_PASSWORD, logIn, loginStatus, openIn, restAs } from './settings-helpers.mjs'
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

/** @param {string} baseURL @param {number} id */
async function archiveAccount(baseURL, id) {
  const admin = await restAs(baseURL, 'admin@flugakte.test')
  await admin.call(`/api/users/${id}`, { method: 'PATCH', body: JSON.stringify({ status: 'archived' }) })
  await admin.logOut()
}

for (const language of /** @type {const} */ (['de', 'en'])) {
  const text = TEXT[language]

  test(`[${language}] Change Password checks the current password and the server's policy`, async ({
    page,
    baseURL,
  }) => {
    const account = await createAccount(baseURL, language, { prefix: 'passwort', first: 'Paula', last: 'Passwort' })
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
