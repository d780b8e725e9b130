import { createHash, createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto'

/**
 * What a stored passkey signature needs to be checked again, without the server, years later: the
 * signature row (base64url parts of the WebAuthn assertion) and the credential's COSE public key.
 * Node built-ins only, because the record export's verify.mjs repeats exactly this: change both together.
 */
export type PasskeySignatureRow = {
  content_hash: string
  authenticator_data?: string | null
  client_data_json?: string | null
  signature?: string | null
}

const fromBase64url = (text: string) => Buffer.from(text, 'base64url')

/**
 * Whether a WebAuthn challenge is one for this content hash: the hash's 32 bytes alone (a sign-off made
 * on a phone, possibly offline: hashChallenge), or followed by the server's expiry, nonce and MAC (72
 * bytes in all, passkey-challenge.ts), whose freshness only the server checked when it stored the
 * signature. Either way the content hash leads, and that is what was signed.
 */
function challengeSigns(challenge: unknown, contentHash: string): boolean {
  if (typeof challenge !== 'string') return false
  const bytes = fromBase64url(challenge)
  if (bytes.toString('base64url') !== challenge || (bytes.length !== 32 && bytes.length !== 72)) return false
  return bytes.subarray(0, 32).equals(Buffer.from(contentHash, 'hex'))
}

/**
 * The part of CBOR (RFC 8949) a COSE key uses: integers, byte and text strings, arrays and maps.
 * Answers the value and the offset after it.
 */
function decodeCbor(bytes: Buffer, offset = 0): [unknown, number] {
  const initial = bytes[offset]
  if (initial === undefined) throw new Error('CBOR ends early')
  const major = initial >> 5
  const info = initial & 0x1f
  let length: number
  let next = offset + 1
  if (info < 24) length = info
  else if (info === 24) [length, next] = [bytes.readUInt8(next), next + 1]
  else if (info === 25) [length, next] = [bytes.readUInt16BE(next), next + 2]
  else if (info === 26) [length, next] = [bytes.readUInt32BE(next), next + 4]
  else throw new Error('CBOR value too large or indefinite')
  switch (major) {
    case 0:
      return [length, next]
    case 1:
      return [-1 - length, next]
    case 2:
      return [bytes.subarray(next, next + length), next + length]
    case 3:
      return [bytes.subarray(next, next + length).toString('utf8'), next + length]
    case 4: {
      const items: unknown[] = []
      for (let index = 0; index < length; index++) {
        const [item, after] = decodeCbor(bytes, next)
        items.push(item)
        next = after
      }
      return [items, next]
    }
    case 5: {
      const map = new Map<unknown, unknown>()
      for (let index = 0; index < length; index++) {
        const [key, afterKey] = decodeCbor(bytes, next)
        const [value, afterValue] = decodeCbor(bytes, afterKey)
        map.set(key, value)
        next = afterValue
      }
      return [map, next]
    }
    default:
      throw new Error(`CBOR major type ${major} is not part of a COSE key`)
  }
}

type CoseKey = { key: KeyObject; hash: 'sha256' | null }

/** A COSE public key (RFC 9053) of the algorithms passkeys are registered with: ES256, EdDSA, RS256. */
export function coseToPublicKey(cose: Buffer): CoseKey {
  const [decoded] = decodeCbor(cose)
  if (!(decoded instanceof Map)) throw new Error('A COSE key is a CBOR map')
  const part = (label: number) => {
    const value = decoded.get(label)
    if (!Buffer.isBuffer(value)) throw new Error(`COSE key parameter ${label} is missing`)
    return value.toString('base64url')
  }
  const [kty, alg, crv] = [decoded.get(1), decoded.get(3), decoded.get(-1)]
  let jwk: JsonWebKey
  let hash: CoseKey['hash'] = 'sha256'
  if (kty === 2 && alg === -7 && crv === 1) jwk = { kty: 'EC', crv: 'P-256', x: part(-2), y: part(-3) }
  else if (kty === 1 && alg === -8 && crv === 6) [jwk, hash] = [{ kty: 'OKP', crv: 'Ed25519', x: part(-2) }, null]
  else if (kty === 3 && alg === -257) jwk = { kty: 'RSA', n: part(-1), e: part(-2) }
  else throw new Error(`Unsupported COSE key (kty ${String(kty)}, alg ${String(alg)})`)
  return { key: createPublicKey({ key: jwk, format: 'jwk' }), hash }
}

/**
 * Whether the row is a passkey's signature of its content hash: the assertion's signature over
 * authenticatorData ‖ SHA-256(clientDataJSON) checks out with the public key, and the client data
 * states a WebAuthn sign-in whose challenge begins with the content hash (challengeSigns).
 */
export function verifyPasskeySignature(row: PasskeySignatureRow, passkeyPublicKeyBase64url: string): boolean {
  const { content_hash, authenticator_data, client_data_json, signature } = row
  if (!authenticator_data || !client_data_json || !signature || !/^[0-9a-f]{64}$/.test(content_hash)) return false
  try {
    const clientDataJson = fromBase64url(client_data_json)
    const clientData = JSON.parse(clientDataJson.toString('utf8')) as { type?: unknown; challenge?: unknown }
    if (clientData.type !== 'webauthn.get' || !challengeSigns(clientData.challenge, content_hash)) return false
    const { key, hash } = coseToPublicKey(fromBase64url(passkeyPublicKeyBase64url))
    const signed = Buffer.concat([
      fromBase64url(authenticator_data),
      createHash('sha256').update(clientDataJson).digest(),
    ])
    return verify(hash, signed, key, fromBase64url(signature))
  } catch {
    return false
  }
}
