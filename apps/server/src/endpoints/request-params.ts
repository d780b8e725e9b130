import type { en } from '@flugakte/texts'
import { APIError, Forbidden, NotFound, type PayloadRequest } from 'payload'

import { aircraftIdsInScope } from '../access/aircraft-scope'
import { say } from '../lib/texts'

type EndpointMessage = keyof typeof en.server.endpoints

/**
 * A 400 naming the query parameter, with the message in the caller's language, shaped like Payload's
 * field errors (errors[0].data.errors) so a form places it at its field.
 */
export function badRequest(req: PayloadRequest, path: string, message: EndpointMessage): never {
  const text = say(req, `endpoints:${message}`, { param: path })
  throw new APIError(text, 400, { errors: [{ path, message: text }] }, true)
}

const POSITIVE_ID = /^[1-9][0-9]{0,15}$/

/**
 * Every aircraft endpoint's preamble: a signed-in caller (else 403), an aircraft id in the query
 * parameter `param` (else 400) and an aircraft the caller may see (else 404, the same answer as for
 * an aircraft that does not exist, so another company's aircraft is not even confirmed).
 */
export async function aircraftFromQuery(req: PayloadRequest, param: string): Promise<number> {
  if (!req.user) throw new Forbidden(req.t)
  const value = req.searchParams.get(param)
  if (value === null || value === '') badRequest(req, param, 'aircraftMissing')
  if (!POSITIVE_ID.test(value)) badRequest(req, param, 'aircraftInvalid')
  return inScope(req, Number(value))
}

/** The same for an aircraft named in the path (`/:id/...`); a malformed id is a page that does not exist. */
export async function aircraftFromPath(req: PayloadRequest): Promise<number> {
  if (!req.user) throw new Forbidden(req.t)
  const value = String(req.routeParams?.id ?? '')
  if (!POSITIVE_ID.test(value)) throw new NotFound(req.t)
  return inScope(req, Number(value))
}

async function inScope(req: PayloadRequest, id: number): Promise<number> {
  const visible = await aircraftIdsInScope(req, 'visible')
  if (visible !== null && !visible.map(String).includes(String(id))) throw new NotFound(req.t)
  return id
}
