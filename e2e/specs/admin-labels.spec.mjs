// @ts-check
// The admin panel speaks the product's words: collections, fields and options carry German and
// English labels, and every document has a readable title.
import assert from 'node:assert/strict'

import { test } from '../fixtures.mjs'
import { restAs } from '../web-app.mjs'

const ADMIN = 'admin@flugakte.test'

/** Payload's fallback label is the field name with its first letter raised: "Is_company_admin". */
const RAW_FIELD_NAME = /\b[A-Z][a-z]+(?:_[a-z]+)+\b/

const WORDS = {
  de: {
    collections: ['Bordbucheinträge', 'Lufttüchtigkeitsanweisungen', 'LTA-Nachweise', 'Stammdaten', 'Verwaltung'],
    user: ['Vorname', 'Unternehmensadministrator', 'Aktive Rolle', 'Aktiv'],
    entry: ['Start (UTC)', 'Landungen', 'Startflugplatz', 'Art des Eintrags'],
    aircraft: ['Kennzeichen', 'Werknummer', 'Bauteile mit Seriennummer', 'Bauteil 01', 'Veröffentlicht'],
    untitled: /Ohne Titel/,
  },
  en: {
    collections: [
      'Journey log entries',
      'Airworthiness directives',
      'AD compliance records',
      'Reference data',
      'Administration',
    ],
    user: ['First name', 'Company administrator', 'Active role', 'Active'],
    entry: ['Takeoff (UTC)', 'Landings', 'Departure airport', 'Entry type'],
    aircraft: ['Registration', 'Serial number', 'Serialised parts', 'Part 01', 'Published'],
    untitled: /Untitled/,
  },
}

/**
 * Signs the administrator in through the REST login and opens the panel in `language`.
 * @param {{ context: import('@playwright/test').BrowserContext, baseURL: string }} args
 * @param {'de' | 'en'} language
 */
async function openPanel({ context, baseURL }, language) {
  const admin = await restAs(baseURL, ADMIN)
  await context.addCookies([
    { name: 'payload-token', value: admin.token, url: baseURL },
    { name: 'payload-lng', value: language, url: baseURL },
  ])
  return admin
}

/**
 * The page's text once every word shows (a label carries a "*" for required fields in its own element,
 * and select values render after the labels).
 * @param {import('playwright-core').Page} page
 * @param {string[]} words
 */
async function textOnceShown(page, words) {
  for (const word of words) await page.getByText(word).first().waitFor()
  return page.locator('body').innerText()
}

for (const language of /** @type {const} */ (['de', 'en'])) {
  const words = WORDS[language]

  test(`admin panel in ${language}: collections, fields and options carry the product's words`, async ({
    page,
    context,
    baseURL,
  }) => {
    const admin = await openPanel({ context, baseURL }, language)

    await page.goto('/admin')
    for (const word of words.collections) await page.getByText(word, { exact: true }).first().waitFor()

    const members = await (await admin.call('/api/users?where[email][equals]=member@flugakte.test&depth=0')).json()
    await page.goto(`/admin/collections/users/${members.docs[0].id}`)
    let text = await textOnceShown(page, words.user)
    assert.doesNotMatch(text, RAW_FIELD_NAME)

    const entries = await (await admin.call('/api/flight_logs?limit=1&depth=0&sort=-number')).json()
    await page.goto(`/admin/collections/flight_logs/${entries.docs[0].id}`)
    text = await textOnceShown(page, words.entry)
    assert.doesNotMatch(text, RAW_FIELD_NAME)

    const fleet = await (await admin.call('/api/customer_aircrafts?where[registration][equals]=D-EFAK&depth=0')).json()
    await page.goto(`/admin/collections/customer_aircrafts/${fleet.docs[0].id}`)
    text = await textOnceShown(page, words.aircraft)
    assert.doesNotMatch(text, RAW_FIELD_NAME)
    await page.screenshot({ path: `test-results/admin-aircraft-${language}.png`, fullPage: true })
  })

  test(`admin panel in ${language}: compliance records and the activity log have readable titles`, async ({
    page,
    context,
    baseURL,
  }) => {
    const admin = await openPanel({ context, baseURL }, language)
    for (const collection of ['ad_compliances', 'task_completions', 'activity']) {
      const found = await (await admin.call(`/api/${collection}?limit=1&depth=0`)).json()
      assert.ok(found.docs.length > 0, `the demo data has ${collection}`)
      await page.goto(`/admin/collections/${collection}/${found.docs[0].id}`)
      // Titled by its date (the heading reads "Loading..." first, then the title).
      const heading = page.getByRole('heading', { level: 1, name: /\d{4}/ })
      await heading.waitFor()
      const title = (await heading.innerText()).trim()
      assert.doesNotMatch(title, words.untitled, `${collection} is titled`)
      assert.doesNotMatch(title, /^\d+$/, `${collection} is not titled by its id`)
      assert.doesNotMatch(await page.locator('body').innerText(), RAW_FIELD_NAME)
    }
  })
}
