// Where the server keeps its database and uploads, resolved exactly as the server resolves them: the
// server runs in apps/server, so a relative DATABASE_URI file or MEDIA_DIR is relative to that folder.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { root, serverDir } from '../lib.mjs'

/** The server's own dependencies (@libsql/client, pg), as the server resolves them. */
export const serverRequire = createRequire(path.join(serverDir, 'package.json'))

/** A mistake of the caller (bad argument, refused target, damaged archive): printed without a stack. */
export class UsageError extends Error {}

/** The root .env, as `npm start` reads it; variables already set win. */
export function loadEnvFile() {
  const file = path.join(root, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}

/**
 * @returns {{ kind: 'sqlite', file: string, mediaDir: string } | { kind: 'postgres', uri: string, mediaDir: string }}
 */
export function configuredPlace(env = process.env) {
  const mediaDir = path.resolve(serverDir, env.MEDIA_DIR || 'media')
  const uri = env.DATABASE_URI || `file:${path.join(serverDir, 'data/flugakte.db')}`
  if (/^postgres(ql)?:\/\//.test(uri)) return { kind: 'postgres', uri, mediaDir }
  if (!uri.startsWith('file:')) throw new UsageError(`DATABASE_URI must be file:… (SQLite) or postgres://…, not ${uri}`)
  let file = decodeURIComponent(uri.slice('file:'.length).split('?')[0])
  if (file.startsWith('//')) file = file.slice(2)
  if (!file || file === ':memory:') throw new UsageError(`DATABASE_URI names no database file: ${uri}`)
  return { kind: 'sqlite', file: path.resolve(serverDir, file), mediaDir }
}

/**
 * The PAYLOAD_SECRET that the server generates when none is set, kept beside the SQLite database
 * (apps/server/src/lib/payload-secret.ts). A restore without it would end every session and leave tokens
 * signed by the old installation unverifiable.
 */
export function secretFileOf(databaseFile) {
  return `${databaseFile}.secret`
}

/** The archive member of that secret. */
export const SECRET_MEMBER = 'database.secret'

/**
 * The journey log's Ed25519 signing key, generated beside the SQLite database like the secret
 * (apps/server/src/journey-log/server-key.ts). A restore without it would sign with a new key, and
 * every checkpoint and sign-off signed before could no longer be checked.
 */
export function signingKeyFileOf(databaseFile) {
  return `${databaseFile}.signing-key`
}

/** The files beside a SQLite database that belong to the installation, and their archive members. */
export const SECRET_FILES = [
  { member: SECRET_MEMBER, fileOf: secretFileOf, what: 'the generated PAYLOAD_SECRET' },
  { member: 'database.signing-key', fileOf: signingKeyFileOf, what: 'the journey log’s generated signing key' },
]

/** A path the caller typed: `npm run` starts scripts in the project root, INIT_CWD is where the caller was. */
export function callerPath(given) {
  return path.resolve(process.env.INIT_CWD || process.cwd(), given)
}

export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`
}
