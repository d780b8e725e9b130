import { type Endpoint, type PayloadRequest, type TypedLocale } from 'payload'

import { DEFAULT_MANUAL_TAGS } from '@flugakte/domain'

import { findManuals } from './find-manuals'
import { aircraftFromQuery, badRequest } from '../request-params'

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
    badRequest(req, 'tags', 'tags')
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
    // Both parameters are checked before the aircraft's scope: a malformed query is a 400 either way.
    const tagKeys = req.user ? tagKeysOf(req) : []
    const aircraftId = await aircraftFromQuery(req, 'customerAircraftId')
    const data = await findManuals(req, { aircraftId, tagKeys, locale: localeOf(req) })
    return Response.json({ data })
  },
}
