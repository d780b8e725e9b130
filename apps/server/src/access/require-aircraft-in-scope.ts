import type { CollectionBeforeChangeHook, CollectionSlug } from 'payload'

import { aircraftIdsInScope, type AircraftScope } from './aircraft-scope'
import { relationId } from './relation-id'
import { refuseFields } from '../lib/refuse'
import { say } from '../lib/texts'

/**
 * Create and update access cannot filter the row being written, so a record's aircraft is checked
 * here: it must be one the caller sees (own company's, or contracted to the caller's company).
 */
export function requireAircraftInScope(
  collection: CollectionSlug,
  path = 'customer_aircraft',
  scope: AircraftScope = 'visible',
): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req }) => {
    if (!req.user) return data
    const allowed = await aircraftIdsInScope(req, scope)
    if (allowed === null) return data
    const aircraftId = relationId(data[path] ?? originalDoc?.[path])
    if (aircraftId === null || !allowed.map(String).includes(String(aircraftId))) {
      refuseFields(req, collection, [{ path, message: say(req, 'scope:aircraftNotLookedAfter') }])
    }
    return data
  }
}
