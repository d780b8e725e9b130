import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, hkdfSync, sign, verify } from 'node:crypto'
import type { KeyObject } from 'node:crypto'
import { chmodSync, readFileSync, statSync } from 'node:fs'

import { databaseUri, isPostgres, sqliteFile } from '../lib/database-uri'
import { createFileOnce } from '../lib/payload-secret'

/** The server's Ed25519 key that signs journey-log checkpoints and signature records. */
export type ServerKey = {
  /** First 16 hex digits of the SHA-256 of the public key (SPKI, DER). */
  keyId: string
  publicKeyPem: string
  /** Ed25519 signature of the text's UTF-8 bytes, base64. */
  sign: (text: string) => string
  verify: (text: string, signature: string) => boolean
}

type Environment = Partial<Record<string, string | undefined>>

/** The key file beside a SQLite database (and its secret): PKCS#8 PEM, mode 600. */
export function signingKeyFileOf(databaseFile: string): string {
  return `${databaseFile}.signing-key`
}

/**
 * Where the private key comes from:
 * - JOURNEY_LOG_SIGNING_KEY_FILE: a PKCS#8 PEM file, best kept outside the data directory (and its
 *   backups), so whoever holds the database does not hold the key;
 * - JOURNEY_LOG_SIGNING_KEY (PKCS#8 PEM) when set;
 * - on SQLite, a key generated at the first start and kept beside the database and its secret;
 * - on PostgreSQL, derived from the Payload secret (HKDF-SHA-256), which every app instance shares already.
 */
export function loadPrivateKey(secret: string, env: Environment = process.env, uri: string = databaseUri()): KeyObject {
  const keyFile = env.JOURNEY_LOG_SIGNING_KEY_FILE?.trim()
  if (keyFile) return ed25519(createPrivateKey(readFileSync(keyFile, 'utf8')))
  const configured = env.JOURNEY_LOG_SIGNING_KEY?.trim()
  if (configured) return ed25519(createPrivateKey(configured.replace(/\\n/g, '\n')))
  const file = isPostgres(uri) ? null : sqliteFile(uri)
  if (file) {
    const keyFile = signingKeyFileOf(file)
    createFileOnce(keyFile, generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }) as string)
    if ((statSync(keyFile).mode & 0o077) !== 0) chmodSync(keyFile, 0o600)
    return ed25519(createPrivateKey(readFileSync(keyFile, 'utf8')))
  }
  const seed = Buffer.from(hkdfSync('sha256', secret, 'flugakte', 'journey-log-signing-key', 32))
  // PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410).
  const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed])
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
}

function ed25519(key: KeyObject): KeyObject {
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('JOURNEY_LOG_SIGNING_KEY is not an Ed25519 private key')
  return key
}

export function serverKeyFrom(privateKey: KeyObject): ServerKey {
  const publicKey = createPublicKey(privateKey)
  const der = publicKey.export({ type: 'spki', format: 'der' })
  return {
    keyId: createHash('sha256').update(der).digest('hex').slice(0, 16),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }) as string,
    sign: (text) => sign(null, Buffer.from(text, 'utf8'), privateKey).toString('base64'),
    verify: (text, signature) => verify(null, Buffer.from(text, 'utf8'), publicKey, Buffer.from(signature, 'base64')),
  }
}

/** A public key that checks what an earlier key signed. */
export type KnownKey = { keyId: string; publicKeyPem: string; verify: ServerKey['verify'] }

export function knownKeyFrom(publicKeyPem: string): KnownKey {
  const publicKey = createPublicKey(publicKeyPem)
  if (publicKey.asymmetricKeyType !== 'ed25519') throw new Error('A previous journey-log key is not an Ed25519 public key')
  const der = publicKey.export({ type: 'spki', format: 'der' })
  return {
    keyId: createHash('sha256').update(der).digest('hex').slice(0, 16),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }) as string,
    verify: (text, signature) => verify(null, Buffer.from(text, 'utf8'), publicKey, Buffer.from(signature, 'base64')),
  }
}

/**
 * The key history: JOURNEY_LOG_PREVIOUS_KEYS_FILE names a file of the public keys used before (SPKI PEM
 * blocks, one after the other), so heads and signatures made before a key rotation still verify. It is
 * configuration, not data: whoever writes to the database cannot add a key of their own to it.
 */
export function previousKeys(env: Environment = process.env): KnownKey[] {
  const file = env.JOURNEY_LOG_PREVIOUS_KEYS_FILE?.trim()
  if (!file) return []
  const blocks = readFileSync(file, 'utf8').match(/-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g) ?? []
  return blocks.map(knownKeyFrom)
}

const cached = new Map<string, ServerKey>()
let history: KnownKey[] | undefined

/** The check of a signature by the key it names: the current key or one of the history; null for any other. */
export function verifierFor(secret: string, keyId: string): ServerKey['verify'] | null {
  const current = serverKey(secret)
  if (keyId === current.keyId) return current.verify
  history ??= previousKeys()
  return history.find((key) => key.keyId === keyId)?.verify ?? null
}

/** Every key this installation's records may name, current first. */
export function keyHistory(secret: string): KnownKey[] {
  history ??= previousKeys()
  return [serverKey(secret), ...history]
}

/** The key of this installation (read or created once per process); `secret` is `payload.secret`. */
export function serverKey(secret: string): ServerKey {
  let key = cached.get(secret)
  if (!key) {
    key = serverKeyFrom(loadPrivateKey(secret))
    cached.set(secret, key)
  }
  return key
}
