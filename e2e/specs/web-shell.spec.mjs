// @ts-check
// The Next server hands the single-page app to every path that is not /admin, /api or a file.
import assert from 'node:assert/strict'

import { test } from '../harness.mjs'

test('/ serves the web shell', async ({ page }) => {
  await page.goto('/')
  assert.equal(await page.title(), 'Flugakte')
  await page.getByRole('heading', { name: 'Flugakte' }).waitFor()
  await page.getByRole('link', { name: /verwaltung/i }).waitFor()
  assert.equal(await page.getByRole('link', { name: /verwaltung/i }).getAttribute('href'), '/admin')
})

test('a deep link like /boardbook?aircraft=1 falls back to the web shell', async ({ page }) => {
  const response = await page.goto('/boardbook?aircraft=1')
  assert.equal(response?.status(), 200)
  assert.equal(await page.title(), 'Flugakte')
  await page.getByRole('heading', { name: 'Flugakte' }).waitFor()
  assert.equal(new URL(page.url()).pathname, '/boardbook')
})

test('an unknown /api path answers JSON 404, not the web shell', async ({ page }) => {
  const response = await page.request.get('/api/does-not-exist')
  assert.equal(response.status(), 404)
  assert.match(response.headers()['content-type'] ?? '', /application\/json/)
  assert.equal(typeof (await response.json()), 'object')
})
