import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { Client } from 'pg'
import { inject } from 'vitest'

import type { TestDatabase } from './test-database'

/**
 * A throwaway copy of the database the global setup seeded, with its uploads, for a test that needs a
 * database of its own (seeding a new one takes half a minute or more; a copy takes a second or two).
 * SQLite is copied with VACUUM INTO, PostgreSQL with pg_dump and pg_restore (CREATE DATABASE … TEMPLATE
 * would need the seeded database without sessions, and the global setup's pool keeps its own open).
 */
export async function cloneSeededDatabase(): Promise<TestDatabase> {
  const seeded = inject('databaseUri')
  const dir = mkdtempSync(path.join(tmpdir(), 'flugakte-test-'))
  const mediaDir = path.join(dir, 'media')
  const removeDir = () => rmSync(dir, { recursive: true, force: true })
  if (existsSync(inject('mediaDir'))) cpSync(inject('mediaDir'), mediaDir, { recursive: true })
  if (seeded.startsWith('file:')) {
    const file = path.join(dir, 'test.db')
    const client = createClient({ url: seeded })
    try {
      await client.execute({ sql: 'vacuum into ?', args: [file] })
    } finally {
      client.close()
    }
    return { uri: `file:${file}`, mediaDir, drop: async () => removeDir() }
  }
  const name = `flugakte_copy_${process.pid}_${Date.now()}`
  const url = new URL(seeded)
  url.pathname = `/${name}`
  const copy = url.toString()
  url.pathname = '/postgres'
  const server = url.toString()
  const admin = new Client({ connectionString: server })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const dump = path.join(dir, 'seeded.dump')
  for (const [command, args] of [
    ['pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${seeded}`]],
    ['pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${copy}`, dump]],
  ] as const) {
    const run = spawnSync(command, args, { encoding: 'utf8' })
    if (run.status !== 0) throw new Error(`${command} failed: ${run.stderr || run.error}`)
  }
  return {
    uri: copy,
    mediaDir,
    drop: async () => {
      const client = new Client({ connectionString: server })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
      removeDir()
    },
  }
}
