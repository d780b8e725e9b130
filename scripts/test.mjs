// `npm test`: lint, type checks, unit and integration tests (Vitest, throwaway SQLite), then a build,
// the end-to-end tests in Chromium against the real server and the kill -9 check. Prints
// `N passed, N failed` last and writes the counts to test-results/summary.json for .ci/run.
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

await check('lint', 'npx', ['eslint', '.'])
await check('typecheck', 'npm', ['run', 'typecheck', '--workspaces', '--if-present'])

console.log('\n== unit and integration tests (SQLite)')
add(await vitestCounts(['domain', 'texts', 'web', 'server'], { report: path.join(results, 'vitest.json') }))

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

writeFileSync(path.join(results, 'summary.json'), JSON.stringify(counts))
console.log(`\n${counts.passed} passed, ${counts.failed} failed`)
process.exit(counts.failed > 0 ? 1 : 0)
