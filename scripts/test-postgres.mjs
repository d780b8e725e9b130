// The integration tests again, against PostgreSQL (the scale path): a database is created, migrated,
// seeded and dropped by the tests' global setup. Skipped, with the reason, when no server answers.
// `--background`: at a lower priority (.ci/run runs it beside npm test).
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { root, vitestCounts } from './lib.mjs'

const url = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const summary = path.join(root, 'test-results/postgres-summary.json')

async function reachable() {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch (error) {
    console.log(`PostgreSQL integration tests skipped: no PostgreSQL answers at ${url} (${error.message})`)
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

let counts = { passed: 0, failed: 0 }
if (await reachable()) {
  counts = await vitestCounts(['server', 'server-isolated'], {
    env: { ...process.env, TEST_POSTGRES_URL: url },
    report: path.join(root, 'test-results/vitest-postgres.json'),
    background: process.argv.includes('--background'),
  })
  console.log(`postgres: ${counts.passed} passed, ${counts.failed} failed`)
}
writeFileSync(summary, JSON.stringify(counts))
process.exit(counts.failed > 0 ? 1 : 0)
