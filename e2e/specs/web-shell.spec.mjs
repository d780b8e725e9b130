// @ts-check
// The Next server hands the single-page app to every path that is not /admin, /api or a file.
import assert from 'node:assert/strict'

import { expect, test } from '../fixtures.mjs'

test('/ serves the web app, which sends a visitor to the login', async ({ page }) => {
  const response = await page.goto('/')
  assert.equal(response?.status(), 200)
  assert.match((await response?.text()) ?? '', /<title>Flugakte<\/title>/)
  await page.waitForURL((url) => url.pathname === '/login')
  await page.getByRole('heading', { name: 'Flugakte' }).waitFor()
  // Each screen names itself in the tab.
  await expect(page).toHaveTitle('Anmelden – Flugakte')
  assert.equal(await page.title(), 'Anmelden – Flugakte')
})

test('a deep link like /boardbook?aircraft=1 is served by the web app (history fallback)', async ({ page }) => {
  const response = await page.request.get('/boardbook?aircraft=1')
  assert.equal(response.status(), 200)
  assert.match(response.headers()['content-type'] ?? '', /text\/html/)
  assert.match(await response.text(), /<div id="root">/)
})

test('an unknown /api path answers JSON 404, not the web app', async ({ page }) => {
  const response = await page.request.get('/api/does-not-exist')
  assert.equal(response.status(), 404)
  assert.match(response.headers()['content-type'] ?? '', /application\/json/)
  assert.equal(typeof (await response.json()), 'object')
})
