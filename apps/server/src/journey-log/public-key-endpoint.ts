import type { Endpoint } from 'payload'

import { serverKey } from './server-key'

/**
 * GET /api/journey-log/public-key: the key that checks this installation's checkpoints and signature
 * records. Public on purpose: an auditor checks an exported log without an account.
 */
export const journeyLogPublicKeyEndpoint: Endpoint = {
  path: '/journey-log/public-key',
  method: 'get',
  handler: (req) => {
    const key = serverKey(req.payload.secret)
    return Response.json({ algorithm: 'Ed25519', key_id: key.keyId, public_key_pem: key.publicKeyPem })
  },
}
