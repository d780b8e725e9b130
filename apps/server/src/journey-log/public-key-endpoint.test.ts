import { createPublicKey, verify } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { demoWorld } from '../testing/demo-world'
import { rest } from '../testing/rest'
import { serverKey } from './server-key'

const { payload } = await demoWorld({})

describe('GET /api/journey-log/public-key', () => {
  it('gives anybody, without an account, the key that checks this installation’s signatures', async () => {
    const response = await rest('/api/journey-log/public-key')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { algorithm: string; key_id: string; public_key_pem: string }
    const key = serverKey(payload.secret)
    // No rotation configured: no previous keys.
    expect(body).toEqual({ algorithm: 'Ed25519', key_id: key.keyId, public_key_pem: key.publicKeyPem, previous: [] })
    const text = 'flugakte'
    const publicKey = createPublicKey(body.public_key_pem)
    expect(verify(null, Buffer.from(text), publicKey, Buffer.from(key.sign(text), 'base64'))).toBe(true)
    expect(body.public_key_pem).not.toContain('PRIVATE')
  })
})
