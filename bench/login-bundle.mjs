// JavaScript and CSS that /login ships, as Chromium loads it from the production build:
// `npm run build && node bench/login-bundle.mjs`. Sizes are gzip -9 of each file, as a server would send them.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { chromium } from 'playwright-core'

import { root, startBuiltServer } from './lib/built-server.mjs'

const server = await startBuiltServer()
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
const page = await browser.newPage()
const files = new Map()
page.on('response', (response) => {
  const url = new URL(response.url())
  if (url.pathname.startsWith('/assets/')) files.set(url.pathname, response.request().resourceType())
})
await page.goto(`${server.baseURL}/login`, { waitUntil: 'networkidle' })
await browser.close()
server.stop()

const totals = { script: [0, 0], stylesheet: [0, 0] }
for (const [pathname, type] of files) {
  const bytes = readFileSync(path.join(root, 'apps/server/public', pathname))
  const sizes = totals[type] ?? (totals[type] = [0, 0])
  sizes[0] += bytes.length
  sizes[1] += gzipSync(bytes, { level: 9 }).length
}
const kb = (bytes) => (bytes / 1024).toFixed(1)
console.log(`/login loads ${files.size} asset files`)
console.log(`JavaScript: ${kb(totals.script[1])} KB gzip (${kb(totals.script[0])} KB raw)`)
console.log(`CSS: ${kb(totals.stylesheet[1])} KB gzip (${kb(totals.stylesheet[0])} KB raw)`)
process.exit(0)
