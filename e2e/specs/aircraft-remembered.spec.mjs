// @ts-check
// The aircraft is remembered: chosen on one device, preselected after the next login on another; a user
// with exactly one aircraft gets it preselected; without a choice a screen asks with the selector in it
// (no error). German and English, desktop and phone.
import assert from 'node:assert/strict'

import { test } from '../fixtures.mjs'
import { aircraftIdOf, DEMO_PASSWORD, logIn, openIn, restAs } from '../web-app.mjs'
import { storeLanguage } from './settings-helpers.mjs'

const TEXT = {
  de: { prompt: 'Welches Luftfahrzeug?', aircraft: 'Luftfahrzeug wählen', boardbook: 'Bordbuch' },
  en: { prompt: 'Which aircraft?', aircraft: 'Choose the aircraft', boardbook: 'Journey log' },
}

/** @param {string} baseURL @param {string} email */
async function forget(baseURL, email) {
  const account = await restAs(baseURL, email)
  await account.call(`/api/users/${account.user.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ last_aircraft: null }),
  })
  await account.logOut()
}

for (const language of /** @type {const} */ (['de', 'en'])) {
  const text = TEXT[language]
  // operator@ has two aircraft and nothing remembered; English is stored on it for the English run.
  const email = 'operator@flugakte.test'

  test(`[${language}] without a choice a screen asks, the choice is remembered for the next login on another device`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(language === 'de' ? { width: 1440, height: 900 } : { width: 390, height: 844 })
    if (language === 'en') await storeLanguage(baseURL, email, 'en-US')
    const id = await aircraftIdOf(baseURL, email, 'D-EXAB')
    try {
      await openIn(page, language)
      await logIn(page, language, { email })
      await page.goto('/boardbook')
      const prompt = page.getByRole('region', { name: text.prompt })
      await prompt.waitFor()
      assert.equal(await page.getByRole('alert').count(), 0, 'a question, not an error')
      await prompt.getByRole('combobox', { name: text.aircraft }).click()
      await page.getByRole('option', { name: /^D-EXAB/ }).click()
      await page.waitForURL((url) => url.searchParams.get('aircraft') === String(id))
      await page.getByRole('heading', { name: `${text.boardbook} D-EXAB` }).waitFor()
      // Give the remembering call its moment before the other device signs in.
      await page.waitForLoadState('networkidle')

      const other = await /** @type {import('playwright-core').Browser} */ (context.browser()).newContext({
        baseURL,
        locale: 'de-DE',
        viewport: { width: 1440, height: 900 },
      })
      try {
        const phone = await other.newPage()
        await openIn(phone, language)
        await logIn(phone, language, { email })
        await phone.waitForURL((url) => url.searchParams.get('aircraft') === String(id))
      } finally {
        await other.close()
      }
    } finally {
      await forget(baseURL, email)
      if (language === 'en') await storeLanguage(baseURL, email, 'de-DE')
    }
  })
}

test('a user with exactly one aircraft finds it chosen after login', async ({ page, baseURL }) => {
  const admin = await restAs(baseURL, 'admin@flugakte.test')
  /** @type {Record<string, number>} */
  const made = {}
  try {
    const roles = await (await admin.call('/api/roles?depth=0&limit=0')).json()
    const operator = roles.docs.find((/** @type {{ name: string }} */ role) => role.name === 'Operator').id
    const model = (await (await admin.call('/api/aircrafts?depth=0&limit=1')).json()).docs[0].id
    const company = await (
      await admin.call('/api/companies', {
        method: 'POST',
        body: JSON.stringify({ name: 'Einzelflieger e2e', kind: 'operator' }),
      })
    ).json()
    made.company = company.doc.id
    const aircraft = await (
      await admin.call('/api/customer_aircrafts', {
        method: 'POST',
        body: JSON.stringify({
          registration: 'D-EONE',
          serial_number: 'E2E-1',
          aircraft: model,
          company: made.company,
        }),
      })
    ).json()
    assert.ok(aircraft.doc, JSON.stringify(aircraft))
    made.aircraft = aircraft.doc.id
    const user = await (
      await admin.call('/api/users', {
        method: 'POST',
        body: JSON.stringify({
          email: 'einzel@flugakte.test',
          password: DEMO_PASSWORD,
          first_name: 'Erik',
          last_name: 'Einzel',
          role: operator,
          roles: [operator],
          company: made.company,
          accept_privacy_policy: true,
        }),
      })
    ).json()
    assert.ok(user.doc, JSON.stringify(user))
    made.user = user.doc.id

    await page.setViewportSize({ width: 390, height: 844 })
    await logIn(page, 'de', { email: 'einzel@flugakte.test' })
    await page.waitForURL((url) => url.searchParams.get('aircraft') === String(made.aircraft))
  } finally {
    if (made.user) await admin.call(`/api/users/${made.user}`, { method: 'DELETE' })
    if (made.aircraft) await admin.call(`/api/customer_aircrafts/${made.aircraft}`, { method: 'DELETE' })
    if (made.company) await admin.call(`/api/companies/${made.company}`, { method: 'DELETE' })
    await admin.logOut()
  }
})
