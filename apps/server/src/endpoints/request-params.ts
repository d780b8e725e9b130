import { isIsoDate } from '@flugakte/domain'
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
  refuseAt(path, say(req, `endpoints:${message}`, { param: path }))
}

function refuseAt(path: string, message: string): never {
  throw new APIError(message, 400, { errors: [{ path, message }] }, true)
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

/**
 * A calendar day (YYYY-MM-DD) in query parameter `name`, or null when absent; anything else is a 400
 * at that parameter in the caller's language.
 */
export function dayFromQuery(req: PayloadRequest, name: string): string | null {
  const value = req.searchParams.get(name)
  if (value === null || value === '') return null
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isIsoDate(value))
    refuseAt(name, say(req, 'bordbuch:badDate', { param: name }))
  return value
}

/** The days `from`–`to` (both included, each optional); a period that ends before it starts is a 400 at `from`. */
export function daysFromQuery(req: PayloadRequest): { from: string | null; to: string | null } {
  const from = dayFromQuery(req, 'from')
  const to = dayFromQuery(req, 'to')
  if (from && to && from > to) refuseAt('from', say(req, 'bordbuch:badRange'))
  return { from, to }
}
