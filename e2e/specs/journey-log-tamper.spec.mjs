// @ts-check
// Item 4 of the legal journey log, end to end: an entry changed directly in the database (not through
// the API, which never updates an entry) is found by the boardbook's integrity check, which names that
// entry in red, in German and in English; restored, the log is verified again.
import assert from 'node:assert/strict'

import { createClient } from '@libsql/client'

import { expect, test } from '../fixtures.mjs'
import { aircraftIdOf, logIn } from '../web-app.mjs'
import { speaking } from './settings-helpers.mjs'
import { text } from '../texts.mjs'

/** Not the aircraft of the sign-off spec, whose integrity line must stay green meanwhile. */
const REGISTRATION = 'D-EKLU'
// The demo member: other specs change Jonas Becker's password and status.
const MEMBER = 'member@flugakte.test'
const NUMBER = 5

/** @param {'de' | 'en'} language @param {string} key @param {Record<string, string | number>} values */
const filled = (language, key, values) =>
  text(language, key).replace(/\{\{(\w+)\}\}/g, (_, name) => String(values[name]))

/** @param {import('playwright-core').Page} page */
async function logOut(page) {
  await page.goto('/logout')
  await page.waitForFunction(() => !localStorage.getItem('auth_token'))
}

test('an entry changed in the database is named on the boardbook until it is restored', async ({ page, baseURL }) => {
  const file = process.env.E2E_DATABASE_FILE
  assert.ok(file, 'the global setup names the e2e database')
  const database = createClient({ url: `file:${file}` })
  await database.execute('PRAGMA busy_timeout = 10000')
  const id = await aircraftIdOf(baseURL, MEMBER, REGISTRATION)
  const where = { sql: 'where customer_aircraft_id = ? and number = ?', args: [id, NUMBER] }
  const [original] = (await database.execute({ sql: `select ldg_utc from flight_logs ${where.sql}`, args: where.args }))
    .rows
  assert.ok(original, `entry ${NUMBER} of ${REGISTRATION} exists`)
  const status = (/** @type {'de' | 'en'} */ language) =>
    page.getByRole('status', { name: text(language, 'boardbook:integrity.label') })
  try {
    await database.execute({
      sql: `update flight_logs set ldg_utc = ? ${where.sql}`,
      args: [original.ldg_utc === '23:58' ? '23:57' : '23:58', ...where.args],
    })
    for (const language of /** @type {const} */ (['de', 'en'])) {
      await speaking({ page, baseURL }, language, [MEMBER], async () => {
        await logIn(page, language, { email: MEMBER })
        await page.goto(`/boardbook?aircraft=${id}`)
        const broken = filled(language, 'boardbook:integrity.broken.content', { number: NUMBER })
        await expect(status(language).getByText(broken)).toBeVisible({ timeout: 30_000 })
        await logOut(page)
      })
    }
  } finally {
    await database.execute({ sql: `update flight_logs set ldg_utc = ? ${where.sql}`, args: [original.ldg_utc, ...where.args] })
  }
  await speaking({ page, baseURL }, 'en', [MEMBER], async () => {
    await logIn(page, 'en', { email: MEMBER })
    await page.goto(`/boardbook?aircraft=${id}`)
    const verified = new RegExp(`^${text('en', 'boardbook:integrity.verified_other').replace('{{count}}', '\\d+')}$`)
    await expect(status('en').getByText(verified)).toBeVisible({ timeout: 30_000 })
    await logOut(page)
  })
  database.close()
})
