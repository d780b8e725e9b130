// @ts-check
// Response headers that only the built server shows (next.config.mjs and src/proxy.ts), and the admin
// panel's refusal for non-administrators, against the real `next start`.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { serverDir } from '../../scripts/lib.mjs'
import { test } from '../fixtures.mjs'
import { DEMO_PASSWORD, restAs } from '../web-app.mjs'

/**
 * @param {string} baseURL
 * @param {string} pathname
 * @param {RequestInit} [init]
 */
const get = (baseURL, pathname, init) => fetch(`${baseURL}${pathname}`, { redirect: 'manual', ...init })

test('no answer names its software, every answer has nosniff, /admin and /api cannot be framed', async ({
  baseURL,
}) => {
  for (const pathname of ['/', '/boardbook', '/app-config.json', '/admin/login', '/api/users/me', '/api/nothing']) {
    const response = await get(baseURL, pathname)
    assert.equal(response.headers.get('x-powered-by'), null, `${pathname} has no X-Powered-By`)
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff', `${pathname} has nosniff`)
    // The public origin of this run is plain http: no HSTS.
    assert.equal(response.headers.get('strict-transport-security'), null, `${pathname} has no HSTS`)
  }
  for (const pathname of ['/admin', '/admin/login', '/api/users/me', '/api/customer_aircrafts']) {
    const response = await get(baseURL, pathname)
    assert.equal(response.headers.get('x-frame-options'), 'DENY', `${pathname} X-Frame-Options`)
    assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/, pathname)
  }
  // The web app's own policy, from next.config.mjs, forbids framing as well.
  assert.match((await get(baseURL, '/')).headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/)
})

test('a NUL in a path or file name answers 400, percent-encoded or raw', async ({ baseURL }) => {
  for (const pathname of [
    '/api/users/%00',
    '/api/files/file/zeugnis%00.pdf',
    '/api/customer_aircrafts/1%00/equipmentlist',
    '/admin/%00',
    '/%00',
    '/api/documents?where[title][equals]=a%00b',
  ]) {
    const response = await get(baseURL, pathname, { headers: { 'Accept-Language': 'en' } })
    assert.equal(response.status, 400, `${pathname} answered ${response.status}`)
    const body = await response.json()
    assert.equal(body.errors[0].message, 'The request contains a NUL character')
  }
  const { port, hostname } = new URL(baseURL)
  const statusLine = await new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`GET /api/users/a\u0000b HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`)
    })
    let received = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk) => (received += chunk))
    socket.on('end', () => resolve(received.split('\r\n')[0]))
    socket.on('error', reject)
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer to a raw NUL')))
  })
  assert.match(String(statusLine), /^HTTP\/1\.[01] 400/)
})

test('files and downloads come with nosniff and a safe Content-Disposition', async ({ baseURL }) => {
  const operator = await restAs(baseURL, 'operator@flugakte.test')
  const title = encodeURIComponent('Lufttüchtigkeitszeugnis D-EFAK')
  const documents = await (await operator.call(`/api/documents?limit=1&depth=1&where[title][equals]=${title}`)).json()
  const file = await operator.call(new URL(documents.docs[0].file.url, baseURL).pathname)
  assert.equal(file.status, 200)
  assert.equal(file.headers.get('x-content-type-options'), 'nosniff')
  assert.match(file.headers.get('content-disposition') ?? '', /^inline; filename="[^"]+\.pdf"; filename\*=UTF-8''/)
  const aircraft = await (
    await operator.call('/api/customer_aircrafts?limit=1&depth=0&where[registration][equals]=D-EFAK')
  ).json()
  const csv = await operator.call(
    `/api/customer_aircrafts/${aircraft.docs[0].id}/equipmentlist?download=true&format=csv`,
  )
  assert.equal(csv.status, 200)
  assert.equal(csv.headers.get('x-content-type-options'), 'nosniff')
  assert.equal(
    csv.headers.get('content-disposition'),
    `attachment; filename="equipment-list-D-EFAK.csv"; filename*=UTF-8''equipment-list-D-EFAK.csv`,
  )
})

test('a user who is not an administrator gets a refusal at /admin with a link to the app', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel(/e-?mail/i).fill('operator@flugakte.test')
  await page.getByLabel(/^(passwort|password)/i).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: /^(anmelden|login|log in)$/i }).click()
  await page.waitForURL((url) => url.pathname === '/admin/unauthorized')
  await page.getByRole('heading', { name: /^(Kein Zugang zur Verwaltung|No access to the admin panel)$/ }).waitFor()
  const link = page.getByRole('link', { name: /^(Zur Flugakte-App|Open the Flugakte app)$/ })
  assert.equal(await link.getAttribute('href'), '/')
  // The panel's pages stay closed: any of them leads back to the refusal.
  await page.goto('/admin/collections/users')
  await page.waitForURL((url) => url.pathname === '/admin/unauthorized')
  await link.click()
  await page.waitForURL((url) => !url.pathname.startsWith('/admin'))
})

test('under an https public origin the same build sends HSTS (PUBLIC_ORIGIN is read at run time)', async () => {
  const port = await new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'flugakte-https-'))
  // Its own empty database: the headers come before any route, so the routes checked need no data.
  const server = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://flugakte.example',
      DATABASE_URI: `file:${path.join(tempDir, 'https.db')}`,
      MEDIA_DIR: path.join(tempDir, 'media'),
      PAYLOAD_SECRET: 'e2e-https-secret',
    },
    detached: true,
    stdio: 'ignore',
  })
  const baseURL = `http://127.0.0.1:${port}`
  try {
    const deadline = Date.now() + 60_000
    for (;;) {
      try {
        await fetch(`${baseURL}/app-config.json`, { signal: AbortSignal.timeout(5_000) })
        break
      } catch (error) {
        if (Date.now() > deadline) throw error
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }
    for (const pathname of ['/', '/app-config.json', '/admin/%00']) {
      const response = await get(baseURL, pathname)
      assert.equal(
        response.headers.get('strict-transport-security'),
        'max-age=31536000; includeSubDomains',
        `${pathname} has HSTS`,
      )
    }
  } finally {
    if (server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
    rmSync(tempDir, { recursive: true, force: true })
  }
})
