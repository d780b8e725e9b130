// @ts-check
// End-to-end tests: installs Debian's Chromium and builds if needed, picks free ports and runs Playwright
// Test (e2e/playwright.config.mjs, whose global setup starts the seeded server). Prints
// `e2e: N passed, N failed` and writes the counts to test-results/e2e-summary.json for npm test.
// Usage: node e2e/run.mjs [words…]  (only the specs whose file names contain one of the words)
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'

import { build, builtAlready, root } from '../scripts/lib.mjs'
import { e2eEnv } from './e2e-env.mjs'
import { ensureChromium } from './ensure-chromium.mjs'

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/** Four different free ports (a probe may hand out a port another probe just gave back). */
async function fourPorts() {
  const ports = new Set()
  while (ports.size < 4) ports.add(await freePort())
  return [...ports]
}

/**
 * Playwright's JSON report, counted: a test passes when it ended as expected. A run that ran no test or
 * ended in an error no test accounts for (the global setup found no server, a spec did not load) counts
 * one failed test, so a broken server never reads as "nothing to test".
 * @param {string} reportFile
 * @param {number | null} exitCode
 */
function countsOf(reportFile, exitCode) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'))
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {}
  const unaccounted = expected + unexpected + flaky === 0 || (exitCode !== 0 && unexpected === 0)
  return { passed: expected + flaky, failed: unexpected + (unaccounted ? 1 : 0) }
}

/**
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number | null>}
 */
function playwright(args, env) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.mjs', ...args], {
      cwd: root,
      env,
      stdio: 'inherit',
    })
    child.on('exit', (code) => resolve(code))
    child.on('error', () => resolve(1))
  })
}

const { resultsDir } = e2eEnv()

async function main() {
  await ensureChromium()
  if (!builtAlready()) await build()
  const [port, shortTokenPort, smtpPort, outboxPort] = await fourPorts()
  const env = {
    ...process.env,
    E2E_PORT: String(port),
    E2E_SHORT_TOKEN_PORT: String(shortTokenPort),
    E2E_OUTBOX_PORT: String(outboxPort),
    E2E_SMTP_PORT: String(smtpPort),
  }
  await mkdir(resultsDir, { recursive: true })
  const reportFile = path.join(resultsDir, 'e2e-report.json')
  writeFileSync(reportFile, '{}')
  // `node e2e/run.mjs boardbook layout` runs only the specs whose names contain one of the words (and
  // the sign-in setup they depend on).
  const exitCode = await playwright(process.argv.slice(2), env)
  return countsOf(reportFile, exitCode)
}

let summary = { passed: 0, failed: 1 }
try {
  summary = await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
}
console.log(`e2e: ${summary.passed} passed, ${summary.failed} failed`)
await mkdir(resultsDir, { recursive: true })
writeFileSync(path.join(resultsDir, 'e2e-summary.json'), JSON.stringify(summary))
process.exit(summary.failed > 0 ? 1 : 0)
