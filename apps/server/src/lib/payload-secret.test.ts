import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { payloadSecret, PUBLISHED_SECRETS, SecretConfigurationError, secretFileOf } from './payload-secret'

const dir = mkdtempSync(path.join(tmpdir(), 'flugakte-secret-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the secret that signs sessions', () => {
  it('without PAYLOAD_SECRET on SQLite: generated once, kept beside the database with mode 600', () => {
    const database = path.join(dir, 'data', 'flugakte.db')
    const first = payloadSecret({ NODE_ENV: 'production' }, `file:${database}`)
    expect(first.length).toBeGreaterThanOrEqual(64)
    expect(PUBLISHED_SECRETS).not.toContain(first)
    const file = secretFileOf(database)
    expect(readFileSync(file, 'utf8').trim()).toBe(first)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    // The next start (and the migrate and seed processes) read the same one.
    expect(payloadSecret({}, `file:${database}`)).toBe(first)
    // Another installation gets its own.
    expect(payloadSecret({}, `file:${path.join(dir, 'other.db')}`)).not.toBe(first)
  })

  it('tightens a secret file others could read, and refuses a damaged one', () => {
    const database = path.join(dir, 'loose.db')
    const secret = payloadSecret({}, `file:${database}`)
    writeFileSync(secretFileOf(database), `${secret}\n`, { mode: 0o644 })
    expect(payloadSecret({}, `file:${database}`)).toBe(secret)
    expect(statSync(secretFileOf(database)).mode & 0o777).toBe(0o600)
    writeFileSync(secretFileOf(database), 'short\n')
    expect(() => payloadSecret({}, `file:${database}`)).toThrow(/damaged/)
  })

  it('PostgreSQL without PAYLOAD_SECRET refuses to start in production, with a clear message', () => {
    const uri = 'postgres://postgres@127.0.0.1:5432/flugakte'
    expect(() => payloadSecret({ NODE_ENV: 'production' }, uri)).toThrow(SecretConfigurationError)
    expect(() => payloadSecret({ NODE_ENV: 'production' }, uri)).toThrow(/PAYLOAD_SECRET is not set/)
    expect(payloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: 'a-long-random-value-0123456789' }, uri)).toBe('a-long-random-value-0123456789')
    const development = payloadSecret({ NODE_ENV: 'development' }, uri)
    expect(development.length).toBeGreaterThanOrEqual(64)
  })

  it.each(PUBLISHED_SECRETS)('refuses the published value %j', (published) => {
    expect(() => payloadSecret({ PAYLOAD_SECRET: published }, `file:${path.join(dir, 'x.db')}`)).toThrow(/published/)
  })
})
