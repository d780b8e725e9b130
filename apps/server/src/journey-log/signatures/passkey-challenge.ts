import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** How long a signing dialog's challenge holds, from its options to the authenticator's answer. */
export const CHALLENGE_LIFETIME_MS = 10 * 60_000

const HASH_BYTES = 32
const EXPIRY_BYTES = 8
const NONCE_BYTES = 16
const MAC_BYTES = 16
const CHALLENGE_BYTES = HASH_BYTES + EXPIRY_BYTES + NONCE_BYTES + MAC_BYTES

const keyOf = (secret: string) => createHmac('sha256', secret).update('flugakte:passkey-challenge').digest()

function macOf(secret: string, user: number, signed: Buffer): Buffer {
  return createHmac('sha256', keyOf(secret)).update(`${user}:`).update(signed).digest().subarray(0, MAC_BYTES)
}

/**
 * The WebAuthn challenge of an online sign-off (72 bytes, base64url): the content hash (32 bytes), the
 * time it expires (8 bytes, ms since 1970, big-endian), a random server nonce (16 bytes) and an HMAC
 * (16 bytes, keyed from the Payload secret) over the signer and all of that. The content hash leads,
 * so whoever checks a stored signature later (verify.mjs) sees what was signed in the client data
 * alone; the nonce and expiry make an answer fresh: it cannot have been made ahead of the dialog.
 * Stateless, so any app instance checks it; one answer still yields one signature, since a signer
 * signs an entry or a release once.
 */
export function issueChallenge(secret: string, contentHash: string, user: number, now = Date.now()): string {
  const expiry = Buffer.alloc(EXPIRY_BYTES)
  expiry.writeBigUInt64BE(BigInt(now + CHALLENGE_LIFETIME_MS))
  const signed = Buffer.concat([Buffer.from(contentHash, 'hex'), expiry, randomBytes(NONCE_BYTES)])
  return Buffer.concat([signed, macOf(secret, user, signed)]).toString('base64url')
}

/**
 * What a challenge is for this content hash and signer: `fresh` (issued by this server to the signer,
 * not expired), `expired` (issued so, but too old), `bare` (the content hash alone, as a phone signs
 * offline) or `other` (anything else: another entry, another signer, forged).
 */
export function challengeState(
  secret: string,
  challenge: string,
  contentHash: string,
  user: number,
  now = Date.now(),
): 'fresh' | 'expired' | 'bare' | 'other' {
  const bytes = Buffer.from(challenge, 'base64url')
  const hash = Buffer.from(contentHash, 'hex')
  if (hash.length !== HASH_BYTES || bytes.toString('base64url') !== challenge) return 'other'
  if (bytes.length === HASH_BYTES) return bytes.equals(hash) ? 'bare' : 'other'
  if (bytes.length !== CHALLENGE_BYTES || !bytes.subarray(0, HASH_BYTES).equals(hash)) return 'other'
  const signed = bytes.subarray(0, CHALLENGE_BYTES - MAC_BYTES)
  if (!timingSafeEqual(bytes.subarray(CHALLENGE_BYTES - MAC_BYTES), macOf(secret, user, signed))) return 'other'
  const expires = Number(bytes.readBigUInt64BE(HASH_BYTES))
  return expires > now ? 'fresh' : 'expired'
}

/** The challenge a passkey answered, as its client data states it ('' when unreadable). */
export function answeredChallenge(clientDataJson: string): string {
  try {
    const challenge = (JSON.parse(Buffer.from(clientDataJson, 'base64url').toString('utf8')) as { challenge?: unknown })
      .challenge
    return typeof challenge === 'string' ? challenge : ''
  } catch {
    return ''
  }
}
