// `npm test`: lint, type checks, a build, the end-to-end tests in Chromium against the real server and
// the kill -9 check, one after the other; beside them, from the start and at a lower priority, the unit
// and integration tests (Vitest, throwaway SQLite), whose output is printed once the others are done.
// Prints `N passed, N failed` last and writes the counts to test-results/summary.json for .ci/run.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ensureInstalled, root, succeeds, vitestCounts } from './lib.mjs'

const results = path.join(root, 'test-results')
mkdirSync(results, { recursive: true })
await ensureInstalled()

const counts = { passed: 0, failed: 0 }
const add = ({ passed, failed }) => {
  counts.passed += passed
  counts.failed += failed
}
// Lint and type checks count as one check each: they pass or fail as a whole.
const check = async (name, command, args) => {
  console.log(`\n== ${name}`)
  add((await succeeds(command, args)) ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 })
}

// The Vitest run is mostly one process waiting on one database, the end-to-end tests mostly a browser
// waiting on a server: side by side they take little more than the longer of the two.
const vitestLog = path.join(results, 'vitest.log')
const vitest = vitestCounts(['domain', 'texts', 'web', 'server', 'server-isolated'], {
  report: path.join(results, 'vitest.json'),
  log: vitestLog,
  background: true,
})
console.log(`\n== unit and integration tests (SQLite): running beside the steps below, output in ${vitestLog}`)

await check('lint', 'npx', ['eslint', '.'])
await check('typecheck', 'npm', ['run', 'typecheck', '--workspaces', '--if-present'])

console.log('\n== build')
const built = await succeeds('npm', ['run', 'build'])
if (!built) add({ passed: 0, failed: 1 })

console.log('\n== end-to-end tests (Chromium)')
if (built) {
  await succeeds('node', ['e2e/run.mjs'])
  try {
    add(JSON.parse(readFileSync(path.join(results, 'e2e-summary.json'), 'utf8')))
  } catch {
    add({ passed: 0, failed: 1 })
  }
}

// Needs the build too: the server is killed with SIGKILL while clients write (SQLite, and PostgreSQL when
// one answers); nothing acknowledged may be lost, nothing half-written, no number skipped.
if (built) await check('kill -9 during writes', 'node', ['bench/crash-writes.mjs'])

console.log('\n== unit and integration tests (SQLite)')
const vitestCounted = await vitest
console.log(readFileSync(vitestLog, 'utf8'))
add(vitestCounted)

writeFileSync(path.join(results, 'summary.json'), JSON.stringify(counts))
console.log(`\n${counts.passed} passed, ${counts.failed} failed`)
process.exit(counts.failed > 0 ? 1 : 0)
