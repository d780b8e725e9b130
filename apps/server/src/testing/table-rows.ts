import { createClient } from '@libsql/client'
import { Client } from 'pg'

/** Every row of every table, each as one JSON text of all its columns, read with the database's own driver. */
export type TableRows = Map<string, string[]>

function hex(value: unknown): unknown {
  if (value instanceof ArrayBuffer) return `x'${Buffer.from(value).toString('hex')}'`
  if (typeof value === 'bigint') return value.toString()
  return value
}

/** Reads a whole database (a SQLite file: URI or a PostgreSQL URI), bypassing Payload: what is stored, byte for byte. */
export async function tableRows(uri: string): Promise<TableRows> {
  const tables: TableRows = new Map()
  if (uri.startsWith('file:')) {
    const client = createClient({ url: uri })
    try {
      const names = await client.execute(
        `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`,
      )
      for (const { name } of names.rows) {
        const result = await client.execute(`select * from "${String(name)}"`)
        tables.set(
          String(name),
          result.rows
            .map((row) => JSON.stringify(result.columns.map((column, index) => [column, hex(row[index])])))
            .sort(),
        )
      }
    } finally {
      client.close()
    }
    return tables
  }
  const client = new Client({ connectionString: uri })
  await client.connect()
  try {
    const names = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    )
    for (const { name } of names.rows) {
      const result = await client.query<{ row: string }>(`select to_jsonb(t)::text as row from public."${name}" t`)
      tables.set(name, result.rows.map(({ row }) => row).sort())
    }
  } finally {
    await client.end()
  }
  return tables
}

/** The rows of one table as objects. */
export function rowsOf(tables: TableRows, table: string): Record<string, unknown>[] {
  return (tables.get(table) ?? []).map((text) => {
    const parsed = JSON.parse(text) as unknown
    return Array.isArray(parsed)
      ? Object.fromEntries(parsed as [string, unknown][])
      : (parsed as Record<string, unknown>)
  })
}

/** Drops the PostgreSQL database a URI names (a test's restore target), from the server's maintenance database. */
export async function dropPostgresDatabase(uri: string) {
  const url = new URL(uri)
  const name = url.pathname.slice(1)
  url.pathname = '/postgres'
  const admin = new Client({ connectionString: url.toString() })
  await admin.connect()
  try {
    await admin.query(`drop database if exists "${name.replaceAll('"', '""')}" with (force)`)
  } finally {
    await admin.end()
  }
}
