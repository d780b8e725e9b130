// A fresh, empty database for one benchmark run, and a small SQL handle on it for bulk loading and
// checks. `pg` and `@libsql/client` are the drivers Payload's database adapters bring along.
import { rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'

const ROWS_PER_STATEMENT = 500

/** Placeholders are written `?` for both databases; PostgreSQL numbers them. */
function numbered(text) {
  let index = 0
  return text.replace(/\?/g, () => `$${++index}`)
}

/**
 * Inserts rows (arrays in `columns` order) in one transaction, a multi-row INSERT per chunk:
 * 100 000 rows take seconds where one statement per row would take minutes.
 */
function insertStatements(table, columns, rows) {
  const row = `(${columns.map(() => '?').join(', ')})`
  const head = `insert into "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) values `
  const statements = []
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT)
    statements.push({ sql: head + chunk.map(() => row).join(', '), args: chunk.flat() })
  }
  return statements
}

export async function throwawaySqlite() {
  const file = path.join(os.tmpdir(), `flugakte-bench-${process.pid}.db`)
  const drop = () => {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true })
  }
  drop()
  return {
    kind: 'sqlite',
    label: 'SQLite',
    uri: `file:${file}`,
    drop,
    open() {
      const client = createClient({ url: `file:${file}` })
      // Drizzle stores checkboxes as 0/1 on SQLite.
      const sqliteValue = (value) => (typeof value === 'boolean' ? Number(value) : (value ?? null))
      return {
        async query(text, params = []) {
          return (await client.execute({ sql: text, args: params.map(sqliteValue) })).rows
        },
        async columns(table) {
          return (await client.execute(`pragma table_info("${table}")`)).rows.map((row) => row.name)
        },
        async insertRows(table, columns, rows) {
          const transaction = await client.transaction('write')
          try {
            for (const { sql, args } of insertStatements(table, columns, rows)) {
              await transaction.execute({ sql, args: args.map(sqliteValue) })
            }
            await transaction.commit()
          } finally {
            transaction.close()
          }
        },
        // The server never runs ANALYZE on SQLite, so the bench does not either.
        async analyze() {},
        close: async () => client.close(),
      }
    },
  }
}

/** Null when no PostgreSQL answers at `adminUrl` (the run then measures SQLite only). */
export async function throwawayPostgres(adminUrl, name = 'flugakte_bench') {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 })
  try {
    await admin.connect()
  } catch (error) {
    console.log(`PostgreSQL skipped: nothing answers at ${adminUrl} (${error.message})`)
    return null
  }
  // A run that was interrupted may have left the database behind; FORCE ends its sessions (PostgreSQL 13+).
  await admin.query(`drop database if exists "${name}" with (force)`)
  await admin.query(`create database "${name}"`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    kind: 'postgres',
    label: 'PostgreSQL',
    uri: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`drop database if exists "${name}" with (force)`)
      await client.end()
    },
    open() {
      const client = new pg.Client({ connectionString: url.toString() })
      const connected = client.connect()
      return {
        async query(text, params = []) {
          await connected
          return (await client.query(numbered(text), params)).rows
        },
        async columns(table) {
          await connected
          const result = await client.query(
            `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1`,
            [table],
          )
          return result.rows.map((row) => row.column_name)
        },
        async insertRows(table, columns, rows) {
          await connected
          await client.query('begin')
          try {
            for (const { sql, args } of insertStatements(table, columns, rows)) await client.query(numbered(sql), args)
            await client.query('commit')
          } catch (error) {
            await client.query('rollback')
            throw error
          }
        },
        // Autovacuum analyses a table soon after a load this size; doing it now keeps it from landing
        // in the middle of a measurement.
        async analyze(table) {
          await connected
          await client.query(`analyze "${table}"`)
        },
        close: async () => {
          await connected
          await client.end()
        },
      }
    },
  }
}
