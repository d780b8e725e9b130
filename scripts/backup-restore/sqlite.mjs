// SQLite: `VACUUM INTO` writes a consistent copy from one read transaction of a live database (in WAL
// mode it includes the committed frames of the write-ahead log and blocks no writer); copying the raw
// file could catch a half-applied page or miss the log.
import { copyFileSync, existsSync, renameSync, rmSync, statSync } from 'node:fs'

import { serverRequire, UsageError } from './config.mjs'

const BUSY_TIMEOUT_MS = 15_000

function open(file) {
  const { createClient } = serverRequire('@libsql/client')
  return createClient({ url: `file:${file}` })
}

async function rows(client, sql, args = []) {
  const result = await client.execute({ sql, args })
  return result.rows.map((row) => Object.fromEntries(result.columns.map((name, index) => [name, row[index]])))
}

/** Writes the snapshot to `into` and answers what the backup needs to know about it. */
export async function snapshotSqlite(file, into) {
  if (!existsSync(file)) throw new UsageError(`No SQLite database at ${file} (DATABASE_URI)`)
  const source = open(file)
  try {
    await source.execute(`pragma busy_timeout = ${BUSY_TIMEOUT_MS}`)
    await source.execute({ sql: 'vacuum into ?', args: [into] })
  } finally {
    source.close()
  }
  return describeSqlite(into)
}

/** Tables, columns and the last migration of a (snapshot) file, plus a query function on it. */
export async function describeSqlite(file) {
  const client = open(file)
  const columns = (
    await rows(
      client,
      `select m.name as "table", p.name as "column" from sqlite_master m join pragma_table_info(m.name) p
       where m.type = 'table' and m.name not like 'sqlite_%'`,
    )
  ).map((row) => ({ table: String(row.table), column: String(row.column) }))
  const tables = new Set(columns.map((column) => column.table))
  const migration = tables.has('payload_migrations')
    ? ((await rows(client, 'select name from payload_migrations order by id desc limit 1'))[0]?.name ?? null)
    : null
  return {
    columns,
    tables: tables.size,
    migration,
    query: (sql) => rows(client, sql),
    close: () => client.close(),
  }
}

/** What a restore would replace: a database file with at least one table. */
export async function sqliteTargetContents(file) {
  if (!existsSync(file) || statSync(file).size === 0) return null
  const description = await describeSqlite(file)
  description.close()
  return description.tables > 0 ? `the SQLite database ${file} (tables: ${description.tables})` : null
}

/**
 * Puts the snapshot in place of the target file. The copy is checked before it replaces anything; a
 * stale write-ahead log of the old file would be applied to the new one, so it goes too.
 */
export async function restoreSqlite(snapshot, file) {
  const incoming = `${file}.restoring`
  copyFileSync(snapshot, incoming)
  const client = open(incoming)
  try {
    const [check] = await rows(client, 'pragma integrity_check')
    if (Object.values(check)[0] !== 'ok')
      throw new UsageError(`The database in the archive fails SQLite's integrity check`)
  } catch (error) {
    client.close()
    rmSync(incoming, { force: true })
    throw error
  }
  client.close()
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true })
  renameSync(incoming, file)
  return describeSqlite(file).then((description) => {
    description.close()
    return description
  })
}
