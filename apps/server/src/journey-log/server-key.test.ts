import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { knownKeyFrom, loadPrivateKey, previousKeys, serverKeyFrom } from './server-key'

const folder = mkdtempSync(path.join(os.tmpdir(), 'flugakte-keys-'))
const pair = () => generateKeyPairSync('ed25519')

describe('the signing key and its history', () => {
  it('reads the key from a file outside the data directory before anything else', () => {
    const { privateKey } = pair()
    const file = path.join(folder, 'signing-key.pem')
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }) as string)
    const other = pair().privateKey.export({ type: 'pkcs8', format: 'pem' }) as string
    const loaded = loadPrivateKey('secret', { JOURNEY_LOG_SIGNING_KEY_FILE: file, JOURNEY_LOG_SIGNING_KEY: other })
    expect(serverKeyFrom(loaded).keyId).toBe(serverKeyFrom(privateKey).keyId)
  })

  it('checks what an earlier key signed with the public keys of the history, and only those', () => {
    const [earlier, older, stranger] = [pair(), pair(), pair()]
    const file = path.join(folder, 'previous.pem')
    writeFileSync(
      file,
      [earlier, older].map(({ publicKey }) => publicKey.export({ type: 'spki', format: 'pem' }) as string).join(''),
    )
    const history = previousKeys({ JOURNEY_LOG_PREVIOUS_KEYS_FILE: file })
    const signer = serverKeyFrom(earlier.privateKey)
    expect(history.map((key) => key.keyId)).toEqual([signer.keyId, serverKeyFrom(older.privateKey).keyId])
    const signature = signer.sign('head')
    expect(history[0]!.verify('head', signature)).toBe(true)
    expect(history[1]!.verify('head', signature)).toBe(false)
    expect(history.some((key) => key.keyId === serverKeyFrom(stranger.privateKey).keyId)).toBe(false)
    expect(knownKeyFrom(signer.publicKeyPem).keyId).toBe(signer.keyId)
    expect(previousKeys({})).toEqual([])
  })
})
