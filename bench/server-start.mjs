// Boot time and idle memory of the built server: `node bench/server-start.mjs` after `npm run build`.
// Uses the database in DATABASE_URI, or the default SQLite file (run `npm start` once to create it).
import { readFileSync } from 'node:fs'

import { startBuiltServer } from './lib/built-server.mjs'

function rssMiB(pid) {
  // The next-server process and its children (Next starts one worker).
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
  return [pid, ...children.map(Number)].reduce((sum, id) => {
    const status = readFileSync(`/proc/${id}/status`, 'utf8')
    return sum + Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
  }, 0)
}

const server = await startBuiltServer()
const apiStart = performance.now()
await (await fetch(`${server.baseURL}/api/users/me`)).arrayBuffer()
const firstApi = performance.now() - apiStart
const secondStart = performance.now()
await (await fetch(`${server.baseURL}/api/users/me`)).arrayBuffer()
const secondApi = performance.now() - secondStart
await new Promise((resolve) => setTimeout(resolve, 5000))
const idle = rssMiB(server.child.pid)
server.stop()

console.log(`boot to first HTTP answer: ${(server.listening - server.started).toFixed(0)} ms`)
console.log(`first /api/users/me (Payload init): ${firstApi.toFixed(0)} ms, second: ${secondApi.toFixed(0)} ms`)
console.log(`idle memory (RSS of the server processes, 5 s after the first API call): ${idle.toFixed(0)} MiB`)
process.exit(0)
