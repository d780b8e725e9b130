import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { isoCBOR } from '@simplewebauthn/server/helpers'
import { expect } from 'vitest'

import { post } from '../../collections/users/testing'

const FLAG_USER_PRESENT = 0x01
const FLAG_USER_VERIFIED = 0x04
const FLAG_ATTESTED_CREDENTIAL = 0x40

type Cbor = Parameters<typeof isoCBOR.encode>[0]

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest()
const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(counter)
  return bytes
}

/**
 * A platform authenticator in software, as a phone would answer navigator.credentials: an ES256 key
 * pair, attestation 'none', user verification done. `counter` is the next signature count it reports.
 */
export function softwareAuthenticator({ origin = 'http://localhost:3000', userVerified = true } = {}) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const id = randomBytes(16).toString('base64url')
  const flags = FLAG_USER_PRESENT | (userVerified ? FLAG_USER_VERIFIED : 0)
  const cosePublicKey = Buffer.from(
    isoCBOR.encode(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    ),
  )
  const authenticator: {
    id: string
    counter: number
    cosePublicKey: Buffer
    register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON
    sign(challenge: string, options?: { rpId?: string; counter?: number; type?: string }): AuthenticationResponseJSON
  } = {
    id,
    counter: 1,
    cosePublicKey,

    register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
      const clientDataJSON = Buffer.from(
        JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }),
      )
      const credentialId = Buffer.from(id, 'base64url')
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      const authData = Buffer.concat([
        sha256(options.rp.id!),
        Buffer.from([flags | FLAG_ATTESTED_CREDENTIAL]),
        counterBytes(0),
        Buffer.alloc(16),
        idLength,
        credentialId,
        cosePublicKey,
      ])
      const attestationObject = isoCBOR.encode(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      )
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: clientDataJSON.toString('base64url'),
          attestationObject: Buffer.from(attestationObject).toString('base64url'),
          transports: ['internal', 'hybrid'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },

    /** The assertion for `challenge` (base64url); `counter` defaults to the next count. */
    sign(
      challenge: string,
      { rpId = new URL(origin).hostname, counter = authenticator.counter++, type = 'webauthn.get' } = {},
    ): AuthenticationResponseJSON {
      const clientDataJSON = Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
      const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes(counter)])
      const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), privateKey)
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: clientDataJSON.toString('base64url'),
          authenticatorData: authenticatorData.toString('base64url'),
          signature: signature.toString('base64url'),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
  }
  return authenticator
}

export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>

/** Registers a software passkey for the signed-in user (`token`) through the two registration endpoints. */
export async function registerPasskey(token: string, name?: string): Promise<SoftwareAuthenticator> {
  const passkey = softwareAuthenticator()
  const options = await post('/api/passkeys/registration-options', token, {})
  expect(options.status).toBe(200)
  const { options: creation, token: registration } = (await options.json()) as { options: never; token: string }
  const registered = await post('/api/passkeys/register', token, {
    token: registration,
    response: passkey.register(creation),
    name,
  })
  expect(registered.status).toBe(201)
  return passkey
}
