import type { PayloadRequest } from 'payload'

/** The settings as the server enforces them, whoever is asking (login runs without a user). */
export function readSettings(req: PayloadRequest) {
  return req.payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true, req })
}
