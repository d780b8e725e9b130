import { mkdirSync } from 'node:fs'
import path from 'node:path'

/** SQLite in the server's data folder unless DATABASE_URI names another database. */
export function databaseUri(): string {
  return process.env.DATABASE_URI || `file:${path.resolve(process.cwd(), 'data/flugakte.db')}`
}

export function isPostgres(uri: string): boolean {
  return uri.startsWith('postgres://') || uri.startsWith('postgresql://')
}

/** SQLite creates the file but not its folder; a fresh clone has neither. */
export function ensureSqliteFolder(uri: string) {
  const file = uri.replace(/^file:/, '')
  if (file && file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
}
