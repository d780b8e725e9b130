import { publicOrigin } from '../../lib/public-origin'

/**
 * The WebAuthn relying party is the public address the web app is served from: a passkey is bound to
 * its host name, and every ceremony must come from that origin (http://localhost:<port> in tests).
 */
export function relyingParty() {
  const origin = publicOrigin()
  return { id: new URL(origin).hostname, origin, name: 'Flugakte' }
}

/**
 * COSE algorithms a passkey may use: the ones verifyPasskeySignature (and the export's verify.mjs) can
 * check with Node built-ins alone: EdDSA, ES256, RS256.
 */
export const PASSKEY_ALGORITHMS = [-8, -7, -257]
