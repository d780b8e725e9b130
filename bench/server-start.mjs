// Boot time and idle memory of the built server: `node bench/server-start.mjs` after `npm run build`.
// Uses the database in DATABASE_URI, or the default SQLite file (run `npm start` once to create it).
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const serverDir = path.join(root, 'apps/server')

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address()
    probe.close(() => resolve(port))
  })
})

function rssMiB(pid) {
  // The next-server process and its children (Next starts one worker).
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
  return [pid, ...children.map(Number)].reduce((sum, id) => {
    const status = readFileSync(`/proc/${id}/status`, 'utf8')
    return sum + Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
  }, 0)
}

const started = performance.now()
const server = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
  cwd: serverDir,
  env: { ...process.env, NODE_ENV: 'production' },
  stdio: 'ignore',
})
let listening
for (;;) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`)
    listening = performance.now()
    await response.arrayBuffer()
    break
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
const apiStart = performance.now()
const api = await fetch(`http://127.0.0.1:${port}/api/users/me`)
await api.arrayBuffer()
const firstApi = performance.now() - apiStart
const secondStart = performance.now()
await (await fetch(`http://127.0.0.1:${port}/api/users/me`)).arrayBuffer()
const secondApi = performance.now() - secondStart
await new Promise((resolve) => setTimeout(resolve, 5000))
const idle = rssMiB(server.pid)
server.kill('SIGTERM')

console.log(`boot to first HTTP answer: ${(listening - started).toFixed(0)} ms`)
console.log(`first /api/users/me (Payload init): ${firstApi.toFixed(0)} ms, second: ${secondApi.toFixed(0)} ms`)
console.log(`idle memory (RSS of the server processes, 5 s after the first API call): ${idle.toFixed(0)} MiB`)
process.exit(0)
