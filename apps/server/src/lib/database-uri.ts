import path from 'node:path'

/** SQLite in the server's data folder unless DATABASE_URI names another database. */
export function databaseUri(): string {
  return process.env.DATABASE_URI || `file:${path.resolve(process.cwd(), 'data/flugakte.db')}`
}

export function isPostgres(uri: string): boolean {
  return uri.startsWith('postgres://') || uri.startsWith('postgresql://')
}
