import { flightLogInputSchema, type FlightLogMessage } from '@flugakte/domain'
import type { CollectionBeforeValidateHook } from 'payload'

import { refuse } from './messages'
import type { FlightLog } from '../../payload-types'

/**
 * A new entry passes the same rules as the add-entry form (packages/domain), all reported at once;
 * the parsed values (trimmed, defaults filled) are what gets stored.
 */
export const validateEntry: CollectionBeforeValidateHook<FlightLog> = ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  const result = flightLogInputSchema.safeParse(data)
  if (!result.success) {
    const seen = new Set<string>()
    const errors = result.error.issues
      .map((issue) => ({ path: String(issue.path[0] ?? ''), key: issue.message as FlightLogMessage }))
      // One message per field: the first rule it broke.
      .filter(({ path }) => !seen.has(path) && seen.add(path))
    refuse(req, errors)
  }
  return { ...data, ...result.data }
}
