import type { CollectionBeforeChangeHook } from 'payload'

import { relationId } from '../../access/relation-id'
import type { Defect } from '../../payload-types'
import { lockNumbering } from '../flight-logs/numbering-lock'

/**
 * A new defect gets the next number of its aircraft (1, 2, 3 … per aircraft, as a paper defect list
 * counts), taken under the aircraft's numbering lock so parallel reports never share one.
 */
export const assignDefectNumber: CollectionBeforeChangeHook<Defect> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const aircraftId = relationId(data.customer_aircraft)
  if (aircraftId === null) return data
  await lockNumbering(req, aircraftId)
  const newest = await req.payload.find({
    collection: 'defects',
    where: { customer_aircraft: { equals: aircraftId } },
    sort: '-number',
    limit: 1,
    depth: 0,
    select: { number: true },
    pagination: false,
    overrideAccess: true,
    req,
  })
  data.number = (newest.docs[0]?.number ?? 0) + 1
  return data
}
