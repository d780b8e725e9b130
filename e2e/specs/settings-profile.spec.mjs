// @ts-check
// My Profile: choosing another language switches the interface at once, saving stores it on the user,
// and the next login (in a fresh browser) opens in that language. German and English.
import assert from 'node:assert/strict'

import { test } from '../fixtures.mjs'
import { logIn, openIn, storeLanguage } from './settings-helpers.mjs'
import { text } from '../texts.mjs'

/** The account only this spec changes the language of; it is reset to German at the end. */
const EMAIL = 'lena.hoffmann@flugakte.test'

const TEXT = {
  de: {
    settings: text('de', 'settings:title'),
    profile: text('de', 'settings:tabs.profile'),
    language: text('de', 'settings:profile.language'),
    option: 'Deutsch',
    save: text('de', 'common:actions.save'),
    saved: text('de', 'settings:profile.saved'),
    boardbook: text('de', 'layout:menu.boardbook'),
    stored: 'de-DE',
  },
  en: {
    settings: text('en', 'settings:title'),
    profile: text('en', 'settings:tabs.profile'),
    language: text('en', 'settings:profile.language'),
    option: 'English',
    save: text('en', 'common:actions.save'),
    saved: text('en', 'settings:profile.saved'),
    boardbook: text('en', 'layout:menu.boardbook'),
    stored: 'en-US',
  },
}

for (const [from, to] of /** @type {const} */ ([
  ['de', 'en'],
  ['en', 'de'],
])) {
  test(`[${from}] the language chosen in My Profile switches at once and persists across a new login`, async ({
    page,
    context,
    baseURL,
  }) => {
    await storeLanguage(baseURL, EMAIL, from === 'en' ? 'en-US' : 'de-DE')
    try {
      await openIn(page, from)
      await logIn(page, from, EMAIL)
      await page.goto('/settings/user')
      await page.getByRole('heading', { name: TEXT[from].settings, level: 1 }).waitFor()
      assert.equal(await page.getByRole('tab', { name: TEXT[from].profile }).getAttribute('aria-selected'), 'true')

      await page.getByRole('combobox', { name: TEXT[from].language }).click()
      await page.getByRole('option', { name: TEXT[to].option }).click()
      // The interface speaks the new language before anything is saved.
      await page.getByRole('heading', { name: TEXT[to].settings, level: 1 }).waitFor()
      await page.getByRole('button', { name: TEXT[to].save }).click()
      await page.getByText(TEXT[to].saved).waitFor()

      const me = await page.evaluate(async () => {
        const response = await fetch('/api/users/me', {
          headers: { Authorization: `JWT ${localStorage.getItem('auth_token')}` },
        })
        return (await response.json()).user
      })
      assert.equal(me.language, TEXT[to].stored)

      // A fresh browser knows nothing of the last visit: the language comes from the account.
      const browser = context.browser()
      assert.ok(browser)
      const fresh = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin' })
      try {
        const next = await fresh.newPage()
        await logIn(next, 'de', EMAIL)
        await next.getByRole('link', { name: TEXT[to].boardbook }).first().waitFor()
        await next.goto('/settings/user')
        await next.getByRole('heading', { name: TEXT[to].settings, level: 1 }).waitFor()
        assert.equal(await next.getByRole('combobox', { name: TEXT[to].language }).inputValue(), TEXT[to].option)
      } finally {
        await fresh.close()
      }
    } finally {
      await storeLanguage(baseURL, EMAIL, 'de-DE')
    }
  })
}
