import type { Access } from 'payload'

import { aircraftIdsInScope } from '../../access/aircraft-scope'
import { relationId } from '../../access/relation-id'
import { userCompanyId } from '../../access/roles'

/**
 * A user sees their own company and the companies that share an aircraft with it through an
 * accepted contract: the owner and the accepted maintenance company and CAO. A contract request
 * alone shows nothing of the other company (the request carries the names it needs).
 */
export const readCompanies: Access = async ({ req }) => {
  if (!req.user) return false
  const aircraftIds = await aircraftIdsInScope(req, 'visible')
  if (aircraftIds === null) return true
  const ids = new Set<number | string>()
  const own = userCompanyId(req)
  if (own !== null) ids.add(own)
  if (aircraftIds.length > 0) {
    const aircraft = await req.payload.find({
      collection: 'customer_aircrafts',
      where: { id: { in: aircraftIds } },
      select: { company: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    for (const doc of aircraft.docs) {
      const id = relationId(doc.company)
      if (id !== null) ids.add(id)
    }
    const contracts = await req.payload.find({
      collection: 'aircraft_contracts',
      where: { and: [{ customer_aircraft: { in: aircraftIds } }, { status: { equals: 'accepted' } }] },
      select: { company: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    for (const doc of contracts.docs) {
      const id = relationId(doc.company)
      if (id !== null) ids.add(id)
    }
  }
  return { id: { in: ids.size > 0 ? [...ids] : [-1] } }
}
