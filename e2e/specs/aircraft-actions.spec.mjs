// @ts-check
// Actions fit the role, as the server decides them (GET /api/customer_aircrafts/capabilities): contracted
// maintenance and CAO users get no add-entry button on the boardbook nor a "+" in the top bar; a club
// member adds entries but records no AD compliance; desktop and phone, German and English.
import assert from 'node:assert/strict'

import { test } from '../fixtures.mjs'
import { aircraftIdOf, logIn, openIn } from '../web-app.mjs'
import { storeLanguage } from './settings-helpers.mjs'

const TEXT = {
  de: {
    addEntry: 'Eintrag hinzufügen',
    plus: 'Bordbucheintrag hinzufügen',
    record: /^Erfüllung eintragen: /,
    title: 'Bordbuch',
  },
  en: { addEntry: 'Add entry', plus: 'Add journey-log entry', record: /^Record compliance: /, title: 'Journey log' },
}

const CASES = /** @type {const} */ ([
  ['de', 'maintenance@flugakte.test', 'D-EKLU', { add: false, record: true }],
  ['en', 'cao@flugakte.test', 'D-EFAK', { add: false, record: true }],
  ['de', 'member@flugakte.test', 'D-EKLU', { add: true, record: false }],
  ['en', 'operator@flugakte.test', 'D-EXAB', { add: true, record: false }],
])

for (const [language, email, registration, may] of CASES) {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`[${language}] ${email} at ${viewport.width} px sees the actions the server allows on ${registration}`, async ({
      page,
      baseURL,
    }) => {
      const text = TEXT[language]
      await page.setViewportSize(viewport)
      const id = await aircraftIdOf(baseURL, email, registration)
      await openIn(page, language)
      // The account's stored language decides after login: the CAO speaks English, the others German.
      const speaks = email === 'cao@flugakte.test' ? 'en' : 'de'
      if (speaks !== language) await storeLanguage(baseURL, email, 'en-US')
      try {
        await logIn(page, language, { email })
        await checkActions(page, text, id, registration, may)
      } finally {
        if (speaks !== language) await storeLanguage(baseURL, email, 'de-DE')
      }
    })
  }
}

/**
 * @param {import('playwright-core').Page} page
 * @param {{ addEntry: string, plus: string, record: RegExp, title: string }} text
 * @param {number} id
 * @param {string} registration
 * @param {{ add: boolean, record: boolean }} may
 */
async function checkActions(page, text, id, registration, may) {
  const capabilities = page.waitForResponse((response) =>
    response.url().includes('/api/customer_aircrafts/capabilities'),
  )
  await page.goto(`/boardbook?aircraft=${id}`)
  await page.getByRole('heading', { name: `${text.title} ${registration}` }).waitFor()
  await capabilities
  await expectShown(page.getByRole('button', { name: text.addEntry, exact: true }), may.add, 'add entry')
  await expectShown(page.getByRole('button', { name: text.plus, exact: true }), may.add, 'the top bar +')

  await page.goto(`/list/airworthiness-directive?view=aircraft&aircraft=${id}`)
  await page.getByRole('table').first().waitFor()
  await page.waitForLoadState('networkidle')
  const recordButtons = await page.getByRole('button', { name: text.record }).count()
  assert.equal(recordButtons > 0, may.record, `record buttons: ${recordButtons}`)
}

/**
 * An action the server allows appears once its answer is in (on a slow machine a moment later); one it
 * refuses is still absent when the page has settled.
 * @param {import('playwright-core').Locator} button
 * @param {boolean} shown
 * @param {string} what
 */
async function expectShown(button, shown, what) {
  if (shown) {
    await button.waitFor({ state: 'visible' }).catch(() => assert.fail(`${what}: not shown`))
    return
  }
  await button.page().waitForLoadState('networkidle')
  assert.equal(await button.isVisible(), false, what)
}
