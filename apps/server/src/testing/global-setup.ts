import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import type { TestProject } from 'vitest/node'

import { createTestDatabase, type TestDatabase } from './test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUri: string
    mediaDir: string
  }
}

// Both server projects (shared-process and isolated files) name this setup; Vitest runs it once per
// project in the main process, so the database is made once and dropped after the last project.
const shared = globalThis as typeof globalThis & {
  flugakteTestDatabase?: Promise<TestDatabase>
  flugakteTestDatabaseUsers?: number
}

/** Migrates and seeds one throwaway database (with a short demo history) for all server tests. */
export async function setup(project: TestProject) {
  shared.flugakteTestDatabaseUsers = (shared.flugakteTestDatabaseUsers ?? 0) + 1
  shared.flugakteTestDatabase ??= migrateAndSeed()
  const database = await shared.flugakteTestDatabase
  project.provide('databaseUri', database.uri)
  project.provide('mediaDir', database.mediaDir)
}

export async function teardown() {
  shared.flugakteTestDatabaseUsers = (shared.flugakteTestDatabaseUsers ?? 1) - 1
  if (shared.flugakteTestDatabaseUsers === 0) await (await shared.flugakteTestDatabase)?.drop()
}

async function migrateAndSeed(): Promise<TestDatabase> {
  // The heavy-work worker threads' bundle, as the server build makes it: tests run the same worker.
  execFileSync(
    process.execPath,
    [fileURLToPath(new URL('../../scripts/build-heavy-work-worker.mjs', import.meta.url))],
    {
      stdio: 'inherit',
    },
  )
  const database = await createTestDatabase()
  process.env.DATABASE_URI = database.uri
  process.env.MEDIA_DIR = database.mediaDir
  process.env.PAYLOAD_SECRET = 'test-secret'
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const { migrations } = await import(
    database.uri.startsWith('file:') ? '../migrations/sqlite/index' : '../migrations/postgres/index'
  )
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations })
  const { seed } = await import('../seed/seed')
  await seed(payload, { airports: 'demo', flightDays: 30, log: () => {} })
  await payload.destroy()
  return database
}
