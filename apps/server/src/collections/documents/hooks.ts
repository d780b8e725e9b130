import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { relationId, relationIds, type RelationValue } from '../../access/relation-id'
import { hasRole, ROLES, userCompanyId } from '../../access/roles'
import { refuseFields } from '../../lib/refuse'
import { say } from '../../lib/texts'
import { manageableAircraftIds } from './access'
import type { Document } from '../../payload-types'

type Id = number | string
type DocumentLike = {
  customer_aircrafts?: unknown
  easa_types?: unknown
  components?: unknown
  author_company?: unknown
}

// A single value where a list belongs is read as a list of one (field validation answers for the type).
const ids = (value: unknown) =>
  relationIds(
    (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]) as RelationValue[],
  ).map(String)

/** Whether the caller may change this document: the same rule as the update access, for one row. */
export async function mayManageDocument(req: PayloadRequest, doc: DocumentLike): Promise<boolean> {
  const allowed = await manageableAircraftIds(req)
  if (allowed === null) return true
  const aircraft = ids(doc.customer_aircrafts)
  if (aircraft.length === 0 || aircraft.some((id) => !allowed.map(String).includes(id))) return false
  if (ids(doc.easa_types).length > 0 || ids(doc.components).length > 0) return false
  if (await hasRole(req, ROLES.operator)) return true
  return String(relationId(doc.author_company)) === String(userCompanyId(req))
}

/**
 * Create access cannot filter, so a non-administrator's document is checked here: it names at least
 * one aircraft and only aircraft the caller manages; no EASA type or component (type- and
 * component-wide manuals reach every owner of that type and stay administrators'); no company but
 * the caller's own; and a parent document the caller may change itself.
 */
export const requireManageableReferences: CollectionBeforeChangeHook<Document> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (!req.user) return data
  const allowed = await manageableAircraftIds(req)
  if (allowed === null) return data
  const errors: { path: string; message: string }[] = []
  const given = (field: keyof Document) => operation === 'create' || data[field] !== undefined
  if (given('customer_aircrafts')) {
    const wanted = ids(data.customer_aircrafts)
    if (wanted.length === 0 || wanted.some((id) => !allowed.map(String).includes(id))) {
      errors.push({ path: 'customer_aircrafts', message: say(req, 'documents:aircraft') })
    }
  }
  for (const field of ['easa_types', 'components'] as const) {
    if (given(field) && ids(data[field]).length > 0) errors.push({ path: field, message: say(req, 'documents:typeWide') })
  }
  const own = String(userCompanyId(req))
  if (given('companies') && ids(data.companies).some((id) => id !== own)) {
    errors.push({ path: 'companies', message: say(req, 'documents:company') })
  }
  const parentId = relationId(data.parent)
  if (parentId !== null && String(parentId) !== String(relationId(originalDoc?.parent))) {
    const parent = await req.payload
      .findByID({ collection: 'documents', id: parentId as Id, depth: 0, overrideAccess: true, req })
      .catch(() => null)
    if (!parent || !(await mayManageDocument(req, parent)))
      errors.push({ path: 'parent', message: say(req, 'documents:parent') })
  }
  if (errors.length > 0) refuseFields(req, 'documents', errors)
  return data
}

/**
 * The author company is the server's: the writer's company on every create by a user (administrators
 * included, who have none), whatever the request sent; the system (seed) names it itself. The reports
 * table shows it.
 */
export const recordAuthorCompany: CollectionBeforeChangeHook<Document> = ({ data, operation, originalDoc, req }) => {
  if (operation === 'create') {
    if (!req.user) return data
    data.author_company = userCompanyId(req)
    // Without companies given, the document names its author's (the only one a user may name).
    if (data.author_company !== null && relationIds(data.companies ?? []).length === 0)
      data.companies = [data.author_company]
  } else if (req.user) {
    data.author_company = originalDoc?.author_company ?? null
  }
  return data
}

/**
 * A file becomes readable to whoever reads a document pointing at it, so a document may only point at
 * a file its author can already read (their own upload, or one of a document they see).
 */
export const requireReadableFile: CollectionBeforeChangeHook<Document> = async ({ data, originalDoc, req }) => {
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
