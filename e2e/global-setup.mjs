// @ts-check
// Playwright's global setup: a throwaway SQLite database with the migrations and the seed, an SMTP
// server on loopback whose mails the specs read (mailbox.mjs), and the production server twice on that
// database: once with the product's token lifetime, which the signed-in states of the setup project
// outlive, and once with 45 s tokens for the specs that watch the web app refresh its token. Returns the
// teardown, which stops both servers and removes the database.
import { spawn } from 'node:child_process'
import { createWriteStream, rmSync } from 'node:fs'
import { mkdir, mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

import { migrateAndSeed, serverDir } from '../scripts/lib.mjs'
import { e2eEnv } from './e2e-env.mjs'
import { deliver } from './mailbox.mjs'

const SERVER_READY_TIMEOUT_MS = 60_000
/** Short enough that a spec sees the web app refresh its token (30 s before expiry) within ~20 s. */
const SHORT_TOKEN_EXPIRATION_S = 45

/**
 * A plain SMTP server on loopback (no TLS, no login) that hands every mail to e2e/mailbox.mjs, where
 * specs read it: the password-reset journey follows the link the server really sends.
 * @param {number} port
 * @returns {Promise<SMTPServer>}
 */
function startMailServer(port) {
  const mailServer = new SMTPServer({
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
  return new Promise((resolve, reject) => {
    mailServer.once('error', reject)
    mailServer.listen(port, '127.0.0.1', () => resolve(mailServer))
  })
}

/**
 * Starts `next start` in a process group of its own, so stopping it also ends the node process npx
 * started; its output goes to `logFile`.
 * @param {NodeJS.ProcessEnv} env
 * @param {number} port
 * @param {string} logFile
 */
function startServer(env, port, logFile) {
  const log = createWriteStream(logFile)
  const server = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: serverDir,
    env: { ...env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.pipe(log)
  server.stderr?.pipe(log)
  return server
}

/** @param {import('node:child_process').ChildProcess} server */
function stopServer(server) {
  if (server.pid && server.exitCode === null && server.signalCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
}

/**
 * Any HTTP answer from /api/users/me means Next and Payload are up (anonymous callers get a 200 with
 * user null, but the status does not matter here).
 * @param {import('node:child_process').ChildProcess} server
 * @param {string} baseURL
 * @param {string} logFile
 */
async function waitForServer(server, baseURL, logFile) {
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
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

export default async function globalSetup() {
  const { port, shortTokenPort, smtpPort, baseURL, shortTokenBaseURL, resultsDir, mailDir } = e2eEnv()
  rmSync(mailDir, { recursive: true, force: true })
  await mkdir(mailDir, { recursive: true })
  await mkdir(resultsDir, { recursive: true })
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'flugakte-e2e-'))
  const mailServer = await startMailServer(smtpPort)
  /** @type {import('node:child_process').ChildProcess[]} */
  const servers = []
  const teardown = async () => {
    servers.forEach(stopServer)
    await new Promise((resolve) => mailServer.close(() => resolve(undefined)))
    rmSync(tempDir, { recursive: true, force: true })
  }
  try {
    const env = {
      ...process.env,
      DATABASE_URI: `file:${path.join(tempDir, 'e2e.db')}`,
      MEDIA_DIR: path.join(tempDir, 'media'),
      NODE_ENV: /** @type {const} */ ('production'),
      PUBLIC_ORIGIN: baseURL,
      PAYLOAD_SECRET: 'e2e-secret',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_SECURE: 'false',
    }
    await migrateAndSeed(env)
    // The workers start after this setup and inherit its environment: the tamper spec changes a stored
    // entry in this database directly, as someone with access to the file could.
    process.env.E2E_DATABASE_FILE = path.join(tempDir, 'e2e.db')
    const logFile = path.join(resultsDir, 'server.log')
    const shortLogFile = path.join(resultsDir, 'server-short-tokens.log')
    servers.push(startServer(env, port, logFile))
    servers.push(
      startServer(
        {
          ...env,
          PUBLIC_ORIGIN: shortTokenBaseURL,
          AUTH_TOKEN_EXPIRATION: String(SHORT_TOKEN_EXPIRATION_S),
        },
        shortTokenPort,
        shortLogFile,
      ),
    )
    await waitForServer(servers[0], baseURL, logFile)
    await waitForServer(servers[1], shortTokenBaseURL, shortLogFile)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
