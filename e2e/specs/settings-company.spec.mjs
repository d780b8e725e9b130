// @ts-check
// /settings/company: people who are not company admins get the 403 page; a company admin sees the
// company and its users, suspends and reactivates a colleague and invites a new one. German and English.
import assert from 'node:assert/strict'

import { test } from '../fixtures.mjs'
import { DEMO_PASSWORD, logIn, restAs, speaking } from './settings-helpers.mjs'
import { text } from '../texts.mjs'

const TEXT = {
  de: {
    forbidden: text('de', 'common:error.forbidden'),
    userMenu: text('de', 'layout:topBar.userMenu'),
    company: text('de', 'settings:company.heading'),
    users: text('de', 'settings:company.users'),
    name: text('de', 'settings:company.name'),
    suspend: (/** @type {string} */ name) => `${name} sperren`,
    reactivate: (/** @type {string} */ name) => `${name} reaktivieren`,
    suspended: text('de', 'settings:status.suspended'),
    active: text('de', 'settings:status.active'),
    invite: text('de', 'settings:company.invite'),
    inviteTitle: text('de', 'settings:company.inviteTitle'),
    email: text('de', 'settings:company.email'),
    firstName: text('de', 'settings:profile.firstName'),
    lastName: text('de', 'settings:profile.lastName'),
    role: text('de', 'settings:company.role'),
    send: text('de', 'settings:company.sendInvite'),
    invited: text('de', 'settings:status.invited'),
    clubMember: text('de', 'common:roles.Club Member'),
  },
  en: {
    forbidden: text('en', 'common:error.forbidden'),
    userMenu: text('en', 'layout:topBar.userMenu'),
    company: text('en', 'settings:company.heading'),
    users: text('en', 'settings:company.users'),
    name: text('en', 'settings:company.name'),
    suspend: (/** @type {string} */ name) => `Suspend ${name}`,
    reactivate: (/** @type {string} */ name) => `Reactivate ${name}`,
    suspended: text('en', 'settings:status.suspended'),
    active: text('en', 'settings:status.active'),
    invite: text('en', 'settings:company.invite'),
    inviteTitle: text('en', 'settings:company.inviteTitle'),
    email: text('en', 'settings:company.email'),
    firstName: text('en', 'settings:profile.firstName'),
    lastName: text('en', 'settings:profile.lastName'),
    role: text('en', 'settings:company.role'),
    send: text('en', 'settings:company.sendInvite'),
    invited: text('en', 'settings:status.invited'),
    clubMember: text('en', 'common:roles.Club Member'),
  },
}

/** A club member whose account this spec suspends and reactivates; restored at the end. */
const COLLEAGUE = { email: 'jonas.becker@flugakte.test', name: 'Jonas Becker' }

/**
 * Sets a user's status as the administrator (the safety net after the test).
 * @param {string} baseURL
 * @param {string} email
 * @param {string} status
 */
async function setStatusAsAdministrator(baseURL, email, status) {
  const admin = await restAs(baseURL, 'admin@flugakte.test')
  const found = await (await admin.call(`/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).json()
  if (found.docs[0])
    await admin.call(`/api/users/${found.docs[0].id}`, { method: 'PATCH', body: JSON.stringify({ status }) })
  await admin.logOut()
}

for (const language of /** @type {const} */ (['de', 'en'])) {
  const text = TEXT[language]

  test(`[${language}] someone who is not a company admin gets the 403 page on /settings/company`, async ({
    page,
    baseURL,
  }) =>
    speaking({ page, baseURL }, language, ['member@flugakte.test'], async () => {
      await logIn(page, language, 'member@flugakte.test')
      await page.getByRole('banner').getByRole('button', { name: text.userMenu }).click()
      await page.getByRole('menuitem').first().waitFor()
      assert.equal(
        await page.getByRole('menuitem', { name: text.company }).count(),
        0,
        'no company entry in the user menu',
      )
      await page.keyboard.press('Escape')

      await page.goto('/settings/company')
      await page.getByRole('heading', { name: '403' }).waitFor()
      await page.getByRole('alert').filter({ hasText: text.forbidden }).waitFor()
      assert.equal(await page.getByRole('table').count(), 0)
    }))

  test(`[${language}] a company admin sees the company and its users, suspends, reactivates and invites`, async ({
    page,
    baseURL,
  }) => {
    const invitee = `eingeladen-${language}-${Date.now()}@flugakte.test`
    await speaking({ page, baseURL }, language, ['operator-b@flugakte.test'], async () => {
      try {
        await logIn(page, language, 'operator-b@flugakte.test')
        await page.getByRole('banner').getByRole('button', { name: text.userMenu }).click()
        await page.getByRole('menuitem', { name: text.company }).click()
        await page.waitForURL((url) => url.pathname === '/settings/company')

        await page.getByRole('heading', { name: text.company, level: 2 }).waitFor()
        assert.equal(
          await page.getByLabel(text.name, { exact: true }).getAttribute('readonly'),
          '',
          'the name is read-only',
        )
        const table = page.getByRole('table', { name: text.users })
        for (const email of [
          'operator-b@flugakte.test',
          'member@flugakte.test',
          COLLEAGUE.email,
          'sophie.koch@flugakte.test',
        ]) {
          await table.getByRole('row').filter({ hasText: email }).waitFor()
        }
        // No action on oneself.
        assert.equal(
          await table.getByRole('row').filter({ hasText: 'operator-b@flugakte.test' }).getByRole('button').count(),
          0,
        )

        const colleague = table.getByRole('row').filter({ hasText: COLLEAGUE.email })
        await colleague.getByRole('button', { name: text.suspend(COLLEAGUE.name) }).click()
        await colleague.getByText(text.suspended, { exact: true }).waitFor()
        const refused = await fetch(`${baseURL}/api/users/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: COLLEAGUE.email, password: DEMO_PASSWORD }),
        })
        assert.equal(refused.status, 401, 'a suspended account cannot log in')
        await colleague.getByRole('button', { name: text.reactivate(COLLEAGUE.name) }).click()
        await colleague.getByText(text.active, { exact: true }).waitFor()

        await page.getByRole('button', { name: text.invite }).click()
        const dialog = page.getByRole('dialog', { name: text.inviteTitle })
        await dialog.getByLabel(text.email).fill(invitee)
        await dialog.getByLabel(text.firstName).fill('Neue')
        await dialog.getByLabel(text.lastName).fill('Pilotin')
        await dialog.getByRole('combobox', { name: text.role }).click()
        assert.equal(await page.getByRole('option', { name: 'Administrator' }).count(), 0)
        await page.getByRole('option', { name: text.clubMember }).click()
        await dialog.getByRole('button', { name: text.send }).click()
        await dialog.waitFor({ state: 'hidden' })
        await table.getByRole('row').filter({ hasText: invitee }).getByText(text.invited, { exact: true }).waitFor()
      } finally {
        await setStatusAsAdministrator(baseURL, COLLEAGUE.email, 'active')
        await setStatusAsAdministrator(baseURL, invitee, 'archived')
      }
    })
  })
}
