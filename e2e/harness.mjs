// @ts-check
// A tiny test runner on playwright-core: spec files register tests with `test(name, fn)`, the runner
// imports them and runs each test in a fresh browser context against the real server.
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'

import { chromiumPath } from './ensure-chromium.mjs'

/**
 * @typedef {{ page: import('playwright-core').Page, context: import('playwright-core').BrowserContext, baseURL: string }} TestArgs
 * @typedef {{ name: string, file: string, fn: (args: TestArgs) => Promise<void> }} RegisteredTest
 */

/** Generous for the admin's first render on a slow machine, short enough that a hang fails fast. */
const TEST_TIMEOUT_MS = 90_000
const ACTION_TIMEOUT_MS = 15_000

/** @type {RegisteredTest[]} */
const registered = []
let currentFile = ''

/**
 * Registers a test; call it at the top level of a `*.spec.mjs` file.
 * @param {string} name
 * @param {(args: TestArgs) => Promise<void>} fn
 */
export function test(name, fn) {
  registered.push({ name, file: currentFile, fn })
}

// Debian's Chromium on a machine without internet: these flags stop it from phoning home and flooding
// refused connections (see PLATFORM-NOTES, "Browser tests").
const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * @param {string} name
 * @returns {string}
 */
function fileNameFor(name) {
  return (
    name
      .replace(/[^a-zA-Z0-9._-]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 120) || 'test'
  )
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} what
 * @returns {Promise<T>}
 */
function withTimeout(promise, ms, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Imports the spec files, runs every registered test and prints one line per test.
 * @param {{ baseURL: string, specFiles: string[], resultsDir: string }} options
 * @returns {Promise<{ passed: number, failed: number }>}
 */
export async function runTests({ baseURL, specFiles, resultsDir }) {
  for (const file of specFiles) {
    currentFile = file
    await import(pathToFileURL(file).href)
  }
  currentFile = ''

  const browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs })
  let passed = 0
  let failed = 0
  try {
    for (const { name, file, fn } of registered) {
      // German is the product's main language; pinning it keeps the admin's labels predictable.
      const context = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin' })
      context.setDefaultTimeout(ACTION_TIMEOUT_MS)
      const page = await context.newPage()
      try {
        await withTimeout(fn({ page, context, baseURL }), TEST_TIMEOUT_MS, `test "${name}"`)
        passed += 1
        console.log(`✓ ${name}`)
      } catch (error) {
        failed += 1
        console.log(`✗ ${name}  (${path.basename(file)})`)
        console.log(indent(error instanceof Error ? (error.stack ?? error.message) : String(error)))
        try {
          await mkdir(resultsDir, { recursive: true })
          const screenshot = path.join(resultsDir, `${fileNameFor(name)}.png`)
          await page.screenshot({ path: screenshot, fullPage: true, timeout: 10_000 })
          console.log(indent(`screenshot: ${path.relative(process.cwd(), screenshot)}`))
        } catch (screenshotError) {
          console.log(
            indent(`no screenshot: ${screenshotError instanceof Error ? screenshotError.message : screenshotError}`),
          )
        }
      } finally {
        await context.close().catch(() => {})
      }
    }
  } finally {
    await browser.close()
  }
  return { passed, failed }
}

/**
 * @param {string} text
 * @returns {string}
 */
function indent(text) {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n')
}
