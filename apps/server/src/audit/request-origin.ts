import type { PayloadRequest } from 'payload'

import { clientAddress } from '../lib/client-address'

export function requestOrigin(req: PayloadRequest) {
  const headers = req.headers
  return {
    // The address the server trusts (the connection's, or TRUSTED_PROXIES' entry), never one a client wrote.
    ip: clientAddress(headers),
    user_agent: headers?.get('user-agent') || null,
    origin: headers?.get('origin') || null,
  }
}
