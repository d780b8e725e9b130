// @ts-check
// The administrator finds an aircraft's journey log in the Payload admin panel.
import assert from 'node:assert/strict'

import { test } from '../fixtures.mjs'

const ADMIN = { email: 'admin@flugakte.test', password: 'Flugakte-Demo-1' }
const REGISTRATION = 'D-EFAK'

// Labels match German and English so the test does not depend on the admin's language choice.
/** @param {import('playwright-core').Page} page */
async function logInAsAdministrator(page) {
  await page.goto('/admin/login')
  await page.getByLabel(/e-?mail/i).fill(ADMIN.email)
  await page.getByLabel(/^(passwort|password)/i).fill(ADMIN.password)
  await page.getByRole('button', { name: /^(anmelden|login|log in)$/i }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'))
}

/**
 * The list's page info reads "1-10 von 37" (English "of"); the last number is the filtered total.
 * @param {import('playwright-core').Page} page
 */
async function totalEntries(page) {
  const pageInfo = page.getByText(/^\s*\d+\s*-\s*\d+\s+(von|of)\s+\d+\s*$/)
  await pageInfo.waitFor()
  const text = (await pageInfo.textContent()) ?? ''
  return Number(/(\d+)\s*$/.exec(text)?.[1])
}

test('the administrator sees the flight logs of D-EFAK in the admin panel', async ({ page }) => {
  await logInAsAdministrator(page)

  await page.goto('/admin/collections/flight_logs')
  await page.getByRole('heading', { level: 1 }).waitFor()
  const allEntries = await totalEntries(page)

  await page.goto(`/admin/collections/flight_logs?where[registration][equals]=${REGISTRATION}`)
  const rows = page.getByRole('row').filter({ hasText: REGISTRATION })
  await rows.first().waitFor()
  const entries = await totalEntries(page)
  assert.ok(entries > 0, `expected flight logs for ${REGISTRATION}, the list says ${entries}`)
  assert.ok(entries < allEntries, `the filter should narrow ${allEntries} entries, got ${entries}`)

  // Every data row on the page belongs to D-EFAK (the header row is the one without cells).
  const dataRows = page.getByRole('row').filter({ has: page.getByRole('cell') })
  assert.equal(await rows.count(), await dataRows.count())
  assert.ok((await rows.count()) > 0)
})
