// @ts-check
// My Profile › E-mail address on a throwaway account: the new address takes effect only with the
// current password (a wrong one is shown at its field, in the interface language); afterwards the
// account logs in with the new address and no longer with the old one. German and English.
import assert from 'node:assert/strict'

import { test } from '../fixtures.mjs'
import { createAccount, DEMO_PASSWORD, logIn, loginStatus, openIn, restAs } from './settings-helpers.mjs'
import { text } from '../texts.mjs'

const TEXT = {
  de: {
    newEmail: text('de', 'settings:changeEmail.newEmail'),
    current: text('de', 'settings:changeEmail.currentPassword'),
    submit: text('de', 'settings:changeEmail.submit'),
    wrongCurrent: text('de', 'server:accounts.wrongCurrentPassword'),
    changed: text('de', 'settings:changeEmail.changed'),
    loggedInAs: (/** @type {string} */ email) => `Sie melden sich mit ${email} an.`,
  },
  en: {
    newEmail: text('en', 'settings:changeEmail.newEmail'),
    current: text('en', 'settings:changeEmail.currentPassword'),
    submit: text('en', 'settings:changeEmail.submit'),
    wrongCurrent: text('en', 'server:accounts.wrongCurrentPassword'),
    changed: text('en', 'settings:changeEmail.changed'),
    loggedInAs: (/** @type {string} */ email) => `You log in with ${email}.`,
  },
}

for (const language of /** @type {const} */ (['de', 'en'])) {
  const text = TEXT[language]

  test(`[${language}] the e-mail address changes only with the current password`, async ({ page, baseURL }) => {
    const account = await createAccount(baseURL, language, { prefix: 'adresse', first: 'Erika', last: 'Adresse' })
    const next = `neu-${language}-${Date.now()}@flugakte.test`
    try {
      await openIn(page, language)
      await logIn(page, language, account.email)
      await page.goto('/settings/user')
      await page.getByText(text.loggedInAs(account.email)).waitFor()
      await page.getByLabel(text.newEmail).fill(next)
      await page.getByLabel(text.current).fill('not-the-password')
      await page.getByRole('button', { name: text.submit }).click()
      await page.getByText(text.wrongCurrent).waitFor()
      assert.equal(await loginStatus(baseURL, next, DEMO_PASSWORD), 401, 'nothing changed yet')

      await page.getByLabel(text.current).fill(DEMO_PASSWORD)
      await page.getByRole('button', { name: text.submit }).click()
      await page.getByText(text.changed).waitFor()
      await page.getByText(text.loggedInAs(next)).waitFor()
      assert.equal(await loginStatus(baseURL, next, DEMO_PASSWORD), 200, 'the new address logs in')
      assert.equal(await loginStatus(baseURL, account.email, DEMO_PASSWORD), 401, 'the old address no longer does')
    } finally {
      const admin = await restAs(baseURL, 'admin@flugakte.test')
      await admin.call(`/api/users/${account.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'archived' }) })
      await admin.logOut()
    }
  })
}
