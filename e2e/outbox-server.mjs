// @ts-check
// The offline spec's own production server: on a consistent copy of the e2e database (VACUUM INTO, while
// the main server keeps running), on a port of its own, so the spec can kill it with SIGKILL in the
// middle of a submission and start it again without disturbing the other specs.
import { spawn } from 'node:child_process'
import { copyFileSync, createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { serverDir } from '../scripts/lib.mjs'
import { e2eEnv } from './e2e-env.mjs'

const READY_TIMEOUT_MS = 60_000

/** @param {import('node:child_process').ChildProcess} child */
function killGroup(child) {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // already gone
  }
}

/** @param {import('node:child_process').ChildProcess} child */
const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve(undefined)))

export async function startOutboxServer() {
  const { outboxPort, outboxBaseURL, resultsDir } = e2eEnv()
  const source = process.env.E2E_DATABASE_FILE
  if (!source) throw new Error('the global setup names the e2e database (E2E_DATABASE_FILE)')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'flugakte-e2e-outbox-'))
  const file = path.join(dir, 'outbox.db')
  const database = createClient({ url: `file:${source}` })
  try {
    await database.execute('PRAGMA busy_timeout = 10000')
    await database.execute({ sql: 'VACUUM INTO ?', args: [file] })
  } finally {
    database.close()
  }
  // The journey log's signing key lives beside the database file; the copy signs with the same key.
  if (existsSync(`${source}.signing-key`)) copyFileSync(`${source}.signing-key`, `${file}.signing-key`)
  const env = {
    ...process.env,
    DATABASE_URI: `file:${file}`,
    MEDIA_DIR: path.join(dir, 'media'),
    NODE_ENV: /** @type {const} */ ('production'),
    PUBLIC_ORIGIN: outboxBaseURL,
    PAYLOAD_SECRET: 'e2e-secret',
    PORT: String(outboxPort),
  }
  const logFile = path.join(resultsDir, 'server-outbox.log')
  const log = createWriteStream(logFile, { flags: 'a' })
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null

  const start = async () => {
    const server = spawn('npx', ['next', 'start', '-p', String(outboxPort)], {
      cwd: serverDir,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout?.pipe(log, { end: false })
    server.stderr?.pipe(log, { end: false })
    child = server
    const deadline = Date.now() + READY_TIMEOUT_MS
    while (Date.now() < deadline) {
      if (server.exitCode !== null || server.signalCode !== null)
        throw new Error(`the outbox server exited; see ${logFile}`)
      try {
        const response = await fetch(`${outboxBaseURL}/api/users/me`, { signal: AbortSignal.timeout(5_000) })
        if (response.ok) return
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    throw new Error(`the outbox server did not answer within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`)
  }

  /** Until nothing answers on the port: the next start must not find the old server still listening. */
  const portClosed = async () => {
    const deadline = Date.now() + 15_000
    while (Date.now() < deadline) {
      try {
        await fetch(`${outboxBaseURL}/api/users/me`, { signal: AbortSignal.timeout(1_000) })
      } catch {
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`the outbox server still answers after it was killed; see ${logFile}`)
  }

  await start()
  return {
    baseURL: outboxBaseURL,
    /** The database file, for counting what was stored. */
    file,
    /** SIGKILL to the whole process group: no shutdown, no flushing, as a crash or power cut would. */
    async kill() {
      if (!child) return
      const server = child
      killGroup(server)
      await exited(server)
      await portClosed()
    },
    start,
    /** The copy is thrown away, so nothing needs a clean shutdown. */
    async stop() {
      if (child) {
        killGroup(child)
        await exited(child)
        await portClosed()
      }
      log.end()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
