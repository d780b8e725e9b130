import { mkdirSync } from 'node:fs'
import path from 'node:path'

/** SQLite in the server's data folder unless DATABASE_URI names another database. */
export function databaseUri(): string {
  return process.env.DATABASE_URI || `file:${path.resolve(process.cwd(), 'data/flugakte.db')}`
}

export function isPostgres(uri: string): boolean {
  return uri.startsWith('postgres://') || uri.startsWith('postgresql://')
}

/** The SQLite file a `file:` URI names (relative to the server's folder), or null (in memory, not SQLite). */
export function sqliteFile(uri: string): string | null {
  if (!uri.startsWith('file:')) return null
  let file = decodeURIComponent(uri.slice('file:'.length).split('?')[0])
  if (file.startsWith('//')) file = file.slice(2)
  if (!file || file === ':memory:') return null
  return path.resolve(file)
}

/** SQLite creates the file but not its folder; a fresh clone has neither. */
export function ensureSqliteFolder(uri: string) {
  const file = sqliteFile(uri)
  if (file) mkdirSync(path.dirname(file), { recursive: true })
}
