import { derivedFlightLogFields, flightLogInputSchema } from '@flugakte/domain'
import type { CollectionAfterChangeHook, CollectionAfterErrorHook, CollectionBeforeChangeHook } from 'payload'

import { relationId } from '../../access/relation-id'
import { lockNumbering, releaseNumbering } from './numbering-lock'

/**
 * Last step before the row is written: published status, the derived times and figures, and the next
 * number of the aircraft (taken under the numbering lock).
 */
export const assignNumber: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  // validateEntry has accepted these values; parsing again gives the typed entry the derivations need.
  Object.assign(data, derivedFlightLogFields(flightLogInputSchema.parse(data)))
  data.status = 'published'
  const aircraftId = relationId(data.customer_aircraft)!
  await lockNumbering(req, aircraftId)
  const last = await req.payload.find({
    collection: 'flight_logs',
    where: { customer_aircraft: { equals: aircraftId } },
    sort: '-number',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { number: true },
    overrideAccess: true,
    req,
  })
  data.number = (last.docs[0]?.number ?? 0) + 1
  return data
}

export const releaseNumberOnSuccess: CollectionAfterChangeHook = ({ doc, req }) => {
  releaseNumbering(req)
  return doc
}

export const releaseNumberOnError: CollectionAfterErrorHook = ({ req }) => {
  releaseNumbering(req)
}
