import { randomBytes } from 'node:crypto'
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { databaseUri, isPostgres, sqliteFile } from './database-uri'

/**
 * Values that were published with Flugakte (the old built-in fallback and the .env.example
 * placeholder): whoever knows them can sign sessions, so they are never accepted.
 */
export const PUBLISHED_SECRETS = ['flugakte-development-secret-change-me', 'change-me-to-a-long-random-string']

/** A secret shorter than this is refused when it is generated or read from the file. */
const MIN_FILE_SECRET_LENGTH = 32

export class SecretConfigurationError extends Error {}

type Environment = Partial<Record<string, string | undefined>>

/**
 * The secret that signs sessions and tokens. PAYLOAD_SECRET when set; otherwise, on SQLite, one
 * generated at the first start and kept beside the database (`<database file>.secret`, mode 600), so
 * sessions survive restarts and no two installations share a secret. PostgreSQL has no such place that
 * all app instances share: in production it refuses to start without PAYLOAD_SECRET; in development
 * each process makes up its own (sessions end with the process).
 */
export function payloadSecret(env: Environment = process.env, uri: string = databaseUri()): string {
  const configured = env.PAYLOAD_SECRET?.trim()
  if (configured) {
    if (PUBLISHED_SECRETS.includes(configured)) {
      throw new SecretConfigurationError(
        'PAYLOAD_SECRET is set to a value published with Flugakte, so anybody could sign sessions. ' +
          'Set it to a long random value (e.g. `openssl rand -hex 32`), or remove it to let Flugakte generate one beside the SQLite database.',
      )
    }
    return configured
  }
  if (isPostgres(uri)) {
    if (env.NODE_ENV === 'production') {
      throw new SecretConfigurationError(
        'PAYLOAD_SECRET is not set. With PostgreSQL, Flugakte does not start in production without it: ' +
          'set PAYLOAD_SECRET to the same long random value (e.g. `openssl rand -hex 32`) for every app instance.',
      )
    }
    console.warn('PAYLOAD_SECRET is not set: this process uses a random secret of its own; sessions end when it stops.')
    return generateSecret()
  }
  const file = sqliteFile(uri)
  return file ? secretBeside(file) : generateSecret()
}

function generateSecret(): string {
  return randomBytes(48).toString('base64url')
}

/** The secret file of a SQLite database; created at most once, even by processes starting together. */
export function secretFileOf(databaseFile: string): string {
  return `${databaseFile}.secret`
}

function secretBeside(databaseFile: string): string {
  const file = secretFileOf(databaseFile)
  const existing = readSecretFile(file)
  if (existing !== null) return existing
  createFileOnce(file, `${generateSecret()}\n`)
  const created = readSecretFile(file)
  if (created === null) throw new SecretConfigurationError(`Could not create the secret file ${file}`)
  return created
}

/**
 * Writes a private file (mode 600) unless it exists. Written in full under a temporary name, then
 * linked into place: a second process either wins the link or reads the complete file of the first,
 * never a half-written one.
 */
export function createFileOnce(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  writeFileSync(temporary, content, { mode: 0o600 })
  try {
    linkSync(temporary, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    unlinkSync(temporary)
  }
}

function readSecretFile(file: string): string | null {
  let content: string
  try {
    content = readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  if (content.length < MIN_FILE_SECRET_LENGTH) {
    throw new SecretConfigurationError(
      `The secret file ${file} is damaged (shorter than ${MIN_FILE_SECRET_LENGTH} characters): delete it to generate a new one (everybody is logged out) or set PAYLOAD_SECRET.`,
    )
  }
  // Someone may have copied it with other permissions; only the server's user reads it.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600)
  return content
}
