import { preflightAcknowledgementSchema } from '@flugakte/domain'
import type { CollectionBeforeChangeHook } from 'payload'

import { refuseFields } from '../../lib/refuse'
import { say } from '../../lib/texts'
import type { FlightLog } from '../../payload-types'

/**
 * The findings the pilot acknowledged before the flight (overdue items, expired documents or ARC, the
 * limitations in force), as the dialog showed them: `acknowledge_preflight` in the create's body,
 * recorded with the entry as `preflight_acknowledged`. Not given: none recorded. Malformed: 400.
 */
export const recordPreflightAcknowledgement: CollectionBeforeChangeHook<FlightLog> = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const body = data as typeof data & { acknowledge_preflight?: unknown }
  const given = body.acknowledge_preflight
  delete body.acknowledge_preflight
  data.preflight_acknowledged = null
  if (given === undefined || given === null) return data
  const parsed = preflightAcknowledgementSchema.safeParse(given)
  if (!parsed.success) {
    refuseFields(req, 'flight_logs', [{ path: 'acknowledge_preflight', message: say(req, 'input:wrongValue') }])
  }
  data.preflight_acknowledged = parsed.data.length > 0 ? parsed.data : null
  return data
}
