import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { Client } from 'pg'

export type TestDatabase = { uri: string; mediaDir: string; drop: () => Promise<void> }

/**
 * A throwaway database: a SQLite file by default, or a fresh PostgreSQL database on the server named
 * by TEST_POSTGRES_URL (CI runs the integration tests against both).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'flugakte-test-'))
  const mediaDir = path.join(dir, 'media')
  const server = process.env.TEST_POSTGRES_URL
  if (!server) {
    return {
      uri: `file:${path.join(dir, 'test.db')}`,
      mediaDir,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    }
  }
  const name = `flugakte_test_${process.pid}_${Date.now()}`
  const admin = new Client({ connectionString: server })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const uri = new URL(server)
  uri.pathname = `/${name}`
  return {
    uri: uri.toString(),
    mediaDir,
    drop: async () => {
      const client = new Client({ connectionString: server })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
