// @ts-check
// End-to-end tests: builds if needed, starts the production server on a throwaway SQLite database with
// the seed, and runs e2e/specs/*.spec.mjs in Chromium. Usage: node e2e/run.mjs
import { spawn } from 'node:child_process'
import { createWriteStream, rmSync, writeFileSync } from 'node:fs'
import { mkdir, mkdtemp, readdir } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

import { build, builtAlready, migrateAndSeed, root, serverDir } from '../scripts/lib.mjs'
import { ensureChromium } from './ensure-chromium.mjs'
import { runTests } from './harness.mjs'
import { deliver } from './mailbox.mjs'

const specsDir = path.join(root, 'e2e/specs')
const resultsDir = process.env.E2E_RESULTS_DIR || path.join(root, 'test-results')
const SERVER_READY_TIMEOUT_MS = 60_000
/** Short enough that a spec sees the web app refresh its token (30 s before expiry) within ~20 s. */
const TOKEN_EXPIRATION_S = 45

/** @type {import('node:child_process').ChildProcess | undefined} */
let server
/** @type {string | undefined} */
let tempDir
/** @type {import('smtp-server').SMTPServer | undefined} */
let mailServer

/** Stops `next start` and everything it spawned: it runs in its own process group. */
function stopServer() {
  if (server?.pid && server.exitCode === null && server.signalCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
}

/** Runs on every way out (normal end, failure, Ctrl-C), so no server or database is left behind. */
function cleanUp() {
  stopServer()
  mailServer?.close()
  if (tempDir) rmSync(tempDir, { recursive: true, force: true })
}

process.on('exit', cleanUp)
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => process.exit(128 + os.constants.signals[signal]))
}

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

/**
 * Any HTTP answer from /api/users/me means Next and Payload are up (anonymous callers get a 200 with
 * user null, but the status does not matter here).
 * @param {string} baseURL
 * @param {string} logFile
 */
async function waitForServer(baseURL, logFile) {
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server && (server.exitCode !== null || server.signalCode !== null)) {
      throw new Error(`next start exited (${server.exitCode ?? server.signalCode}); see ${logFile}`)
    }
    try {
      await fetch(`${baseURL}/api/users/me`, { signal: AbortSignal.timeout(5_000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw new Error(`the server did not answer within ${SERVER_READY_TIMEOUT_MS / 1000} s; see ${logFile}`)
}

/**
 * A plain SMTP server on loopback (no TLS, no login) that hands every mail to e2e/mailbox.mjs, where
 * specs read it: the password-reset journey follows the link the server really sends.
 * @param {number} port
 */
function startMailServer(port) {
  mailServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    /**
     * @param {NodeJS.ReadableStream} stream
     * @param {{ envelope: { mailFrom: { address: string } | false, rcptTo: { address: string }[] } }} session
     * @param {(error?: Error) => void} callback
     */
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        deliver({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        })
        callback()
      })
    },
  })
  const server = mailServer
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(undefined))
  })
}

async function main() {
  await ensureChromium()
  if (!builtAlready()) await build()

  tempDir = await mkdtemp(path.join(os.tmpdir(), 'flugakte-e2e-'))
  // The mail server listens first, so the probe for the web port cannot hand out the same port.
  const smtpPort = await freePort()
  await startMailServer(smtpPort)
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    DATABASE_URI: `file:${path.join(tempDir, 'e2e.db')}`,
    MEDIA_DIR: path.join(tempDir, 'media'),
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_ORIGIN: baseURL,
    PAYLOAD_SECRET: 'e2e-secret',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: 'false',
    AUTH_TOKEN_EXPIRATION: String(TOKEN_EXPIRATION_S),
  }

  await migrateAndSeed(env)

  await mkdir(resultsDir, { recursive: true })
  const logFile = path.join(resultsDir, 'server.log')
  const log = createWriteStream(logFile)
  // detached: a process group of its own, so stopServer() also ends the node process npx started.
  server = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: serverDir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.pipe(log)
  server.stderr?.pipe(log)
  await waitForServer(baseURL, path.relative(root, logFile))

  const specFiles = (await readdir(specsDir))
    .filter((name) => name.endsWith('.spec.mjs'))
    // `node e2e/run.mjs boardbook layout` runs only the specs whose names contain one of the words.
    .filter((name) => filters.length === 0 || filters.some((word) => name.includes(word)))
    .sort()
    .map((name) => path.join(specsDir, name))
  return runTests({ baseURL, specFiles, resultsDir })
}

const filters = process.argv.slice(2)

// A setup failure counts as one failed test, so a broken server never reads as "nothing to test".
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
