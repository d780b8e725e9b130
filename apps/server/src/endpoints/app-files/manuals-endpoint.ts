import { APIError, Forbidden, type Endpoint, type PayloadRequest, type TypedLocale } from 'payload'

import { DEFAULT_MANUAL_TAGS } from '@flugakte/domain'

import { findManuals } from './find-manuals'

function badRequest(path: string, message: string): never {
  throw new APIError(message, 400, [{ path, message }], true)
}

function aircraftIdOf(req: PayloadRequest): number {
  const value = req.searchParams.get('customerAircraftId')
  if (value === null || value === '') badRequest('customerAircraftId', 'customerAircraftId is required')
  if (!/^[1-9][0-9]{0,15}$/.test(value))
    badRequest('customerAircraftId', 'customerAircraftId must be a positive integer')
  return Number(value)
}

function tagKeysOf(req: PayloadRequest): string[] {
  const value = req.searchParams.get('tags')
  if (value === null || value === '') return [...DEFAULT_MANUAL_TAGS]
  let keys: unknown
  try {
    keys = JSON.parse(value)
  } catch {
    keys = null
  }
  if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'string' && key.length > 0)) {
    badRequest('tags', 'tags must be a JSON list of tag keys, e.g. ["manual","engine"]')
  }
  return keys.length > 0 ? keys : [...DEFAULT_MANUAL_TAGS]
}

/** `?locale=` when given (Payload sets req.locale from it), otherwise the request's interface language. */
function localeOf(req: PayloadRequest): TypedLocale {
  if (req.searchParams.get('locale') && req.locale) return req.locale as TypedLocale
  return req.i18n?.language === 'en' ? 'en' : 'de'
}

/**
 * GET /api/app-files/manuals?customerAircraftId=&tags=["manual",…]: the manuals of one aircraft that
 * carry all the given tags (default manual + aircraft-maintenance-manual), children nested.
 */
export const manualsEndpoint: Endpoint = {
  path: '/app-files/manuals',
  method: 'get',
  handler: async (req) => {
    if (!req.user) throw new Forbidden(req.t)
    const aircraftId = aircraftIdOf(req)
    const tagKeys = tagKeysOf(req)
    const data = await findManuals(req, { aircraftId, tagKeys, locale: localeOf(req) })
    return Response.json({ data })
  },
}
