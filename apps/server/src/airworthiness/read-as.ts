import type { PayloadRequest } from 'payload'

const SYSTEM = '__flugakteSystemRead'

/**
 * Marks a server-made request (never a client's) as reading with full access, for the notification
 * sweep, which acts for no user.
 */
export function asSystem(req: PayloadRequest): PayloadRequest {
  req.context[SYSTEM] = true
  return req
}

/** Local API options: the caller's access, or full access on a request made by asSystem. */
export function readAs(req: PayloadRequest) {
  return req.context[SYSTEM] === true ? { overrideAccess: true } : { overrideAccess: false, user: req.user }
}
