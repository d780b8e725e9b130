import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { relationId, relationIds } from '../../access/relation-id'
import { userCompanyId } from '../../access/roles'
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

/** The reports table shows who wrote a report: without companies given, it is the uploader's company. */
export const recordAuthorCompany: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const companyId = userCompanyId(req)
  if (companyId !== null && relationIds(data.companies ?? []).length === 0) data.companies = [companyId]
  return data
}

/**
 * A file becomes readable to whoever reads a document pointing at it, so a document may only point at
 * a file its author can already read (their own upload, or one of a document they see).
 */
export const requireReadableFile: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!req.user) return data
  const fileId = relationId(data.file)
  if (fileId === null || fileId === relationId(originalDoc?.file)) return data
  const readable = await req.payload
    .findByID({ collection: 'files', id: fileId, depth: 0, overrideAccess: false, user: req.user, req })
    .catch(() => null)
  if (!readable) {
    throw new ValidationError({
      collection: 'documents',
      errors: [{ path: 'file', message: 'Unknown file' }],
    })
  }
  return data
}
