import type { TestProject } from 'vitest/node'

import { createTestDatabase, type TestDatabase } from './test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUri: string
    mediaDir: string
  }
}

let database: TestDatabase | undefined

/** Migrates and seeds one throwaway database (with a short demo history) for all server tests. */
export async function setup(project: TestProject) {
  database = await createTestDatabase()
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
  project.provide('databaseUri', database.uri)
  project.provide('mediaDir', database.mediaDir)
}

export async function teardown() {
  await database?.drop()
}
