import type { Access, PayloadRequest, Where } from 'payload'

import { aircraftIdsInScope } from '../../access/aircraft-scope'
import { relationId } from '../../access/relation-id'
import { hasRole, isAdministrator, ROLES, userCompanyId } from '../../access/roles'

type Id = number | string
const none = [-1]

/** The EASA types and components of the aircraft in view, which type- and component-level manuals apply to. */
async function typesAndComponents(req: PayloadRequest, aircraftIds: Id[]) {
  const cacheKey = '__flugakteTypesAndComponents'
  const cached = req.context[cacheKey] as { easaTypes: Id[]; components: Id[] } | undefined
  if (cached) return cached
  const easaTypes = new Set<Id>()
  const components = new Set<Id>()
  if (aircraftIds.length > 0) {
    const aircraft = await req.payload.find({
      collection: 'customer_aircrafts',
      where: { id: { in: aircraftIds } },
      select: { aircraft: true, comp_serialized: { component: true }, comp_unserialized: { component: true } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const modelIds = [...new Set(aircraft.docs.map((doc) => relationId(doc.aircraft)).filter((id) => id !== null))]
    const models = modelIds.length
      ? await req.payload.find({
          collection: 'aircrafts',
          where: { id: { in: modelIds } },
          select: { easa_types: true },
          depth: 0,
          pagination: false,
          overrideAccess: true,
          req,
        })
      : { docs: [] }
    for (const model of models.docs) {
      const type = relationId(model.easa_types)
      if (type !== null) easaTypes.add(type)
    }
    for (const doc of aircraft.docs) {
      for (const row of [...(doc.comp_serialized ?? []), ...(doc.comp_unserialized ?? [])]) {
        const id = relationId(row.component)
        if (id !== null) components.add(id)
      }
    }
  }
  const result = { easaTypes: [...easaTypes], components: [...components] }
  req.context[cacheKey] = result
  return result
}

async function readableWhere(req: PayloadRequest, prefix: string): Promise<Where | boolean> {
  if (!req.user) return false
  const aircraftIds = await aircraftIdsInScope(req, 'visible')
  if (aircraftIds === null) return true
  const { easaTypes, components } = await typesAndComponents(req, aircraftIds)
  return {
    or: [
      { [`${prefix}customer_aircrafts`]: { in: aircraftIds.length ? aircraftIds : none } },
      { [`${prefix}easa_types`]: { in: easaTypes.length ? easaTypes : none } },
      { [`${prefix}components`]: { in: components.length ? components : none } },
    ],
  }
}

export const readDocuments: Access = ({ req }) => readableWhere(req, '')
export const readDocumentVersions: Access = ({ req }) => readableWhere(req, 'version.')

/** Aircraft whose documents the caller may add or change: the operator's own, the contractor's contracted. */
export async function manageableAircraftIds(req: PayloadRequest): Promise<Id[] | null> {
  if (await isAdministrator(req)) return null
  if (await hasRole(req, ROLES.operator)) return (await aircraftIdsInScope(req, 'owned')) ?? []
  if (await hasRole(req, ROLES.maintenanceCompany, ROLES.cao)) return (await aircraftIdsInScope(req, 'visible')) ?? []
  return []
}

/**
 * Operators change the documents of their company's aircraft; maintenance companies and CAOs only
 * the documents their own company authored (reports), never the owner's certificates, ARC or insurance.
 */
export const updateDocuments: Access = async ({ req }) => {
  if (!req.user) return false
  const ids = await manageableAircraftIds(req)
  if (ids === null) return true
  const onAircraft: Where = { customer_aircrafts: { in: ids.length ? ids : none } }
  if (await hasRole(req, ROLES.operator)) return onAircraft
  return { and: [onAircraft, { author_company: { equals: userCompanyId(req) ?? -1 } }] }
}
