import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { relationIds } from '../../access/relation-id'
import { manageableAircraftIds } from './access'

/**
 * Create access cannot filter: a non-administrator's document must name at least one aircraft, and
 * only aircraft the caller manages; type- and component-wide manuals are kept by administrators.
 */
export const requireManageableAircraft: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (!req.user) return data
  const allowed = await manageableAircraftIds(req)
  if (allowed === null) return data
  if (operation === 'update' && data.customer_aircrafts === undefined) return data
  const wanted = relationIds(data.customer_aircrafts ?? [])
  const outside = wanted.filter((id) => !allowed.map(String).includes(String(id)))
  if (wanted.length === 0 || outside.length > 0) {
    throw new ValidationError({
      collection: 'documents',
      errors: [{ path: 'customer_aircrafts', message: 'Documents must belong to an aircraft you manage' }],
    })
  }
  return data
}
