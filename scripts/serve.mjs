// Serves the built app (`npm run build` first) with several Next.js server processes on one port:
// `node scripts/serve.mjs`, or through `npm start`. One process per core (os.availableParallelism()),
// or FLUGAKTE_PROCESSES of them (`1`: one); PORT (default 3000).
//
// Node's cluster module: this process (the primary) serves nothing itself; it forks the workers, each
// running `next start` in apps/server, and hands the port's connections to them in turn. `next start`
// serves in its own process (it forks no child), so each worker is one whole server. A worker that dies
// is replaced (unless workers keep dying: five exits within a minute stop the launcher with code 1);
// SIGTERM or SIGINT stops them all (each finishes its open requests first).
//
// Every worker is a full Payload instance, as a second machine would be: the database takes care of
// what they share (transactions, journey-log numbering, sessions), uploads live in MEDIA_DIR or S3.
import cluster from 'node:cluster'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { root, serverDir } from './lib.mjs'

const NEXT_BIN = path.join(root, 'node_modules/next/dist/bin/next')
/** How long a stopping worker may take to finish its requests before it is killed. */
const STOP_TIMEOUT_MS = 15_000
/** A replacement waits this long, so a worker that crashes at once cannot spin the machine. */
const RESTART_DELAY_MS = 1_000
/** This many exits within a minute mean the build or the configuration is broken: give up. */
const CRASH_LOOP_EXITS = 5

/**
 * Each server process's V8 heap limit in MiB (FLUGAKTE_HEAP_MB, default 256). Without one, V8 lets the
 * heap grow towards a share of the machine's memory before it collects in earnest: measured here under
 * 20 clients writing entries, one process grew from 220 to 620 MiB in 20 s; with 256 it stayed at 343
 * MiB and answered more requests (less time in large collections).
 */
export function serverNodeArgs(value = process.env.FLUGAKTE_HEAP_MB) {
  if (value === undefined || value.trim() === '') return ['--max-old-space-size=256']
  const megabytes = Number(value)
  if (!Number.isInteger(megabytes) || megabytes < 64) {
    throw new Error(`FLUGAKTE_HEAP_MB must be a whole number of at least 64, not "${value}"`)
  }
  return [`--max-old-space-size=${megabytes}`]
}

/**
 * Environment of each server process. MALLOC_ARENA_MAX (default 2): glibc gives threads that allocate
 * at once their own memory arenas, up to eight per core, which stay fragmented. Measured here
 * (`npm run bench`, SQLite, 100 000 entries): with 2 the largest process under 20 clients writing
 * entries held 351–359 MiB, with glibc's default 386–416 MiB, at the same throughput.
 */
export function serverEnv(value = process.env.MALLOC_ARENA_MAX) {
  return { MALLOC_ARENA_MAX: value === undefined || value.trim() === '' ? '2' : value }
}

/** FLUGAKTE_PROCESSES, or one per core. */
export function processCount(value = process.env.FLUGAKTE_PROCESSES) {
  if (value === undefined || value.trim() === '') return os.availableParallelism()
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`FLUGAKTE_PROCESSES must be a whole number of at least 1, not "${value}"`)
  }
  return count
}

/** PORT, checked here: a worker whose listen fails on a bad port stays alive on its IPC channel. */
export function portNumber(value = process.env.PORT || '3000') {
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a port number from 1 to 65535, not "${value}"`)
  }
  return port
}

/**
 * Forks `processes` server processes on `port`; resolves with the exit code once they have all stopped
 * (0 after SIGTERM/SIGINT, 1 when a process could not start at all).
 */
export function serve({ port = portNumber(), processes = processCount() } = {}) {
  const log = (message) => console.log(`[serve] ${message}`)
  cluster.setupPrimary({ exec: NEXT_BIN, args: ['start', '-p', String(port)], cwd: serverDir, execArgv: serverNodeArgs() })
  const live = new Set()
  const listening = new Set()
  const exits = []
  let stopping = false
  let exitCode = 0
  let announced = false

  return new Promise((resolve) => {
    const stop = (reason, code = 0) => {
      if (stopping) return
      stopping = true
      exitCode = code
      log(`${reason}: stopping ${live.size} server process${live.size === 1 ? '' : 'es'}`)
      for (const worker of live) worker.process.kill('SIGTERM')
      setTimeout(() => {
        for (const worker of live) worker.process.kill('SIGKILL')
      }, STOP_TIMEOUT_MS).unref()
      if (live.size === 0) resolve(exitCode)
    }

    const fork = () => {
      const worker = cluster.fork(serverEnv())
      live.add(worker)
      worker.on('listening', () => {
        listening.add(worker)
        if (!announced && listening.size === processes) {
          announced = true
          const pids = [...listening].map((each) => each.process.pid).join(', ')
          log(`${processes} server process${processes === 1 ? '' : 'es'} listening on port ${port} (pids ${pids})`)
        }
      })
      worker.on('exit', (code, signal) => {
        live.delete(worker)
        const wasListening = listening.delete(worker)
        if (stopping) {
          if (live.size === 0) resolve(exitCode)
          return
        }
        const how = signal ? `signal ${signal}` : `code ${code}`
        // Next listens before it loads the build, so a broken build or configuration shows as repeated exits.
        exits.push(Date.now())
        const recent = exits.filter((time) => time > Date.now() - 60_000).length
        if (!wasListening || recent >= CRASH_LOOP_EXITS) {
          return stop(`server process ${worker.process.pid} exited with ${how} (${recent} exits within a minute)`, 1)
        }
        log(`server process ${worker.process.pid} exited with ${how}; starting another`)
        setTimeout(() => stopping || fork(), RESTART_DELAY_MS)
      })
    }

    process.on('SIGTERM', () => stop('SIGTERM'))
    process.on('SIGINT', () => stop('SIGINT'))
    log(
      `starting ${processes} server process${processes === 1 ? '' : 'es'} on port ${port} ` +
        `(${os.availableParallelism()} cores; FLUGAKTE_PROCESSES=${process.env.FLUGAKTE_PROCESSES ?? 'unset'})`,
    )
    for (let index = 0; index < processes; index++) fork()
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let options
  try {
    options = { port: portNumber(), processes: processCount() }
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
  process.exit(await serve(options))
}
