import { createHash, generateKeyPairSync, sign } from 'node:crypto'

import { hashChallenge, sha256Hex } from '@flugakte/domain'
import { isoCBOR } from '@simplewebauthn/server/helpers'
import { describe, expect, it } from 'vitest'

import { softwareAuthenticator } from './testing'
import { verifyPasskeySignature } from './verify-passkey-signature'

const contentHash = await sha256Hex('an entry')
const otherHash = await sha256Hex('another entry')

function rowOf(response: ReturnType<ReturnType<typeof softwareAuthenticator>['sign']>, hash = contentHash) {
  return {
    content_hash: hash,
    authenticator_data: response.response.authenticatorData,
    client_data_json: response.response.clientDataJSON,
    signature: response.response.signature,
  }
}

/** An assertion made by hand with any node:crypto key, for the algorithms the software authenticator lacks. */
function assertion(privateKey: Parameters<typeof sign>[2], algorithm: string | null, hash = contentHash) {
  const clientData = Buffer.from(
    JSON.stringify({ type: 'webauthn.get', challenge: hashChallenge(hash), origin: 'https://x' }),
  )
  const authenticatorData = Buffer.concat([createHash('sha256').update('x').digest(), Buffer.from([5, 0, 0, 0, 1])])
  const signed = Buffer.concat([authenticatorData, createHash('sha256').update(clientData).digest()])
  return {
    content_hash: hash,
    authenticator_data: authenticatorData.toString('base64url'),
    client_data_json: clientData.toString('base64url'),
    signature: sign(algorithm, signed, privateKey).toString('base64url'),
  }
}

const cose = (entries: [number, number | Uint8Array][]) =>
  Buffer.from(isoCBOR.encode(new Map(entries))).toString('base64url')

describe('verifyPasskeySignature', () => {
  it('accepts an ES256 passkey’s signature of the content hash and rejects any change', () => {
    const passkey = softwareAuthenticator()
    const publicKey = passkey.cosePublicKey.toString('base64url')
    const row = rowOf(passkey.sign(hashChallenge(contentHash)))
    expect(verifyPasskeySignature(row, publicKey)).toBe(true)
    expect(verifyPasskeySignature({ ...row, content_hash: otherHash }, publicKey)).toBe(false)
    const tampered = Buffer.from(row.authenticator_data, 'base64url')
    tampered[36] ^= 1
    expect(verifyPasskeySignature({ ...row, authenticator_data: tampered.toString('base64url') }, publicKey)).toBe(
      false,
    )
    expect(verifyPasskeySignature({ ...row, signature: null }, publicKey)).toBe(false)
    expect(verifyPasskeySignature(row, softwareAuthenticator().cosePublicKey.toString('base64url'))).toBe(false)
    expect(verifyPasskeySignature(row, 'not-a-key')).toBe(false)
  })

  it('rejects a validly signed assertion of another challenge or of a registration', () => {
    const passkey = softwareAuthenticator()
    const publicKey = passkey.cosePublicKey.toString('base64url')
    expect(verifyPasskeySignature(rowOf(passkey.sign(hashChallenge(otherHash))), publicKey)).toBe(false)
    expect(
      verifyPasskeySignature(rowOf(passkey.sign(hashChallenge(contentHash), { type: 'webauthn.create' })), publicKey),
    ).toBe(false)
  })

  it('checks EdDSA and RS256 passkeys too', () => {
    const ed = generateKeyPairSync('ed25519')
    const edKey = cose([
      [1, 1],
      [3, -8],
      [-1, 6],
      [-2, Buffer.from(ed.publicKey.export({ format: 'jwk' }).x!, 'base64url')],
    ])
    expect(verifyPasskeySignature(assertion(ed.privateKey, null), edKey)).toBe(true)
    expect(verifyPasskeySignature({ ...assertion(ed.privateKey, null), content_hash: otherHash }, edKey)).toBe(false)

    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const jwk = rsa.publicKey.export({ format: 'jwk' })
    const rsaKey = cose([
      [1, 3],
      [3, -257],
      [-1, Buffer.from(jwk.n!, 'base64url')],
      [-2, Buffer.from(jwk.e!, 'base64url')],
    ])
    expect(verifyPasskeySignature(assertion(rsa.privateKey, 'sha256'), rsaKey)).toBe(true)
    expect(verifyPasskeySignature(assertion(rsa.privateKey, 'sha256', otherHash), rsaKey)).toBe(true)
    expect(verifyPasskeySignature({ ...assertion(rsa.privateKey, 'sha256'), content_hash: otherHash }, rsaKey)).toBe(
      false,
    )
  })
})
