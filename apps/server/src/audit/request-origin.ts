import type { PayloadRequest } from 'payload'

import { clientAddress } from '../lib/client-address'

export function requestOrigin(req: PayloadRequest) {
  const headers = req.headers
  return {
    // The address our own proxy or Next.js recorded, not the one a client may claim (client-address.ts).
    ip: clientAddress(headers),
    user_agent: headers?.get('user-agent') || null,
    origin: headers?.get('origin') || null,
  }
}
