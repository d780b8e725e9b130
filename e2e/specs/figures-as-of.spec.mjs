// @ts-check
// Figures that agree: every screen of an aircraft states the moment its figures stand at, the same on
// the dashboard, the AD list, the lifecycle and the operating hours (the newest counted landing), and no
// installed part shows more time since overhaul than since new.
import assert from 'node:assert/strict'

import { test } from '../fixtures.mjs'
import { logIn, restAs } from '../web-app.mjs'
import { speaking } from './settings-helpers.mjs'

const AS_OF = { de: /^Stand \d{1,2}\. .+ UTC$/, en: /^as of \d{1,2} .+ UTC$/ }
const OWNER = 'operator@flugakte.test'

/**
 * @param {string} baseURL
 * @returns {Promise<{ id: number, landing: string }>}
 */
async function efakNewestLanding(baseURL) {
  const account = await restAs(baseURL, OWNER)
  try {
    const planes = await (
      await account.call('/api/customer_aircrafts?depth=0&where[registration][equals]=D-EFAK')
    ).json()
    const id = planes.docs[0].id
    const logs = await (
      await account.call(
        `/api/flight_logs?depth=0&limit=1&sort=-time_landing_utc&where[customer_aircraft][equals]=${id}`,
      )
    ).json()
    return { id, landing: logs.docs[0].time_landing_utc }
  } finally {
    await account.logOut()
  }
}

/**
 * The "as of" line of the current screen, once it shows.
 * @param {import('playwright-core').Page} page
 * @param {'de' | 'en'} language
 * @param {import('playwright-core').Locator} [within]
 */
async function asOfLine(page, language, within) {
  const line = (within ?? page.locator('main')).getByText(AS_OF[language]).first()
  await line.waitFor()
  return (await line.textContent())?.trim()
}

for (const language of /** @type {const} */ (['de', 'en'])) {
  test(`[${language}] every screen of an aircraft states its figures as of the same moment`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const { id, landing } = await efakNewestLanding(baseURL)
    await speaking({ page, baseURL }, language, [OWNER], async () => {
      await logIn(page, language, { email: OWNER })
      const lines = []
      await page.goto(`/dashboard?aircraft=${id}`)
      lines.push(await asOfLine(page, language, page.getByRole('region', { name: 'D-EFAK' })))
      for (const path of ['/list/airworthiness-directive?view=aircraft&', '/lifecycle?', '/operatinghours?']) {
        await page.goto(`${path}aircraft=${id}`)
        lines.push(await asOfLine(page, language))
      }
      assert.equal(new Set(lines).size, 1, `one moment on every screen: ${lines.join(' | ')}`)
      // The moment is the newest landing, to the minute, in UTC.
      const minute = new Date(landing).toISOString().slice(11, 16)
      assert.ok(lines[0]?.includes(minute), `${lines[0]} names the newest landing ${minute}`)
    })
  })
}

test('no installed part shows more time since overhaul than since new', async ({ baseURL }) => {
  const account = await restAs(baseURL, 'admin@flugakte.test')
  try {
    const planes = await (await account.call('/api/customer_aircrafts?depth=0&limit=50')).json()
    assert.ok(planes.docs.length >= 4)
    for (const plane of planes.docs) {
      const report = await (await account.call(`/api/customer_aircrafts/${plane.id}/airworthiness`)).json()
      for (const part of report.components) {
        if (part.tso_minutes !== null)
          assert.ok(part.tso_minutes <= part.tsn_minutes, `${plane.registration} ${part.component.name}`)
      }
    }
  } finally {
    await account.logOut()
  }
})
