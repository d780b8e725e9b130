// Starts the built server (`npm run build` first) on a free port, for benchmarks.
import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** Resolves once the server answers HTTP; `started` and `listening` are performance.now() marks. */
export async function startBuiltServer(env = {}) {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, NODE_ENV: 'production', PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, ...env },
    stdio: 'ignore',
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const baseURL = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode} before answering`)
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
