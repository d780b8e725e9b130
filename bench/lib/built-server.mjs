// Starts the built server (`npm run build` first) on a free port, for benchmarks: one `next start`
// process, or several through the launcher behind `npm start` (scripts/serve.mjs).
import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { serverEnv, serverNodeArgs } from '../../scripts/serve.mjs'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Resolves once the server answers HTTP; `started` and `listening` are performance.now() marks.
 * `processes` 1 runs `next start` itself (so SIGKILL on `child` kills the server); more run the
 * launcher, whose `child` is the cluster primary (SIGTERM stops its workers; they exit with it).
 * `stdio` as for child_process.spawn: the server's output is dropped unless a caller keeps it.
 */
export async function startBuiltServer(env = {}, { processes = 1, stdio = 'ignore' } = {}) {
  const port = await freePort()
  const started = performance.now()
  const command =
    processes === 1
      ? [...serverNodeArgs(), path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)]
      : [path.join(root, 'scripts/serve.mjs')]
  const child = spawn(process.execPath, command, {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      PORT: String(port),
      FLUGAKTE_PROCESSES: String(processes),
      ...serverEnv(),
      ...env,
    },
    stdio,
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const baseURL = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`)
    try {
      await (await fetch(`${baseURL}/`)).arrayBuffer()
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  return {
    baseURL,
    child,
    started,
    listening: performance.now(),
    stop: () => child.kill('SIGTERM'),
    /** Stops the server and resolves once it has exited (before its database is deleted). */
    stopped: () => {
      child.kill('SIGTERM')
      return exited
    },
  }
}
