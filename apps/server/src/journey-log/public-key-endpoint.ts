import type { Endpoint } from 'payload'

import { keyHistory, serverKey } from './server-key'

/**
 * GET /api/journey-log/public-key: the key that checks this installation's checkpoints and signature
 * records. Public on purpose: an auditor checks an exported log without an account.
 */
export const journeyLogPublicKeyEndpoint: Endpoint = {
  path: '/journey-log/public-key',
  method: 'get',
  handler: (req) => {
    const key = serverKey(req.payload.secret)
    return Response.json({
      algorithm: 'Ed25519',
      key_id: key.keyId,
      public_key_pem: key.publicKeyPem,
      // Keys used before a rotation: what they signed still verifies.
      previous: keyHistory(req.payload.secret)
        .slice(1)
        .map((known) => ({ key_id: known.keyId, public_key_pem: known.publicKeyPem })),
    })
  },
}
