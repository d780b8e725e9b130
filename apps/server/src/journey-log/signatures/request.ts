import {
  addDataAndFileToRequest,
  commitTransaction,
  initTransaction,
  killTransaction,
  NotFound,
  UnauthorizedError,
  type PayloadRequest,
} from 'payload'

import type { User } from '../../payload-types'

/** The signed-in user of an endpoint (else 401). */
export function signedInUser(req: PayloadRequest): User & { collection: 'users' } {
  if (!req.user || req.user.collection !== 'users') throw new UnauthorizedError(req.t)
  return req.user as User & { collection: 'users' }
}

const POSITIVE_ID = /^[1-9][0-9]{0,15}$/

/** The entry named in the path (`/:id/...`); a malformed id is an entry that does not exist. */
export function idFromPath(req: PayloadRequest): number {
  const value = String(req.routeParams?.id ?? '')
  if (!POSITIVE_ID.test(value)) throw new NotFound(req.t)
  return Number(value)
}

/** The JSON body as an object ({} for anything else). */
export async function bodyOf(req: PayloadRequest): Promise<Record<string, unknown>> {
  await addDataAndFileToRequest(req)
  const data = req.data as unknown
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
}

/** The work and everything it writes through `req` in one transaction: all of it, or nothing. */
export async function inRequestTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const own = await initTransaction(req)
  try {
    const result = await work()
    if (own) await commitTransaction(req)
    return result
  } catch (error) {
    if (own) await killTransaction(req)
    throw error
  }
}
