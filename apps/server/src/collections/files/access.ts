import type { Access, Where } from 'payload'

import { isAdministrator } from '../../access/roles'
import { relationId } from '../../access/relation-id'

const fileIds = (docs: { file?: unknown }[]) =>
  docs.map((doc) => relationId(doc.file)).filter((id): id is number | string => id !== null)

/**
 * A file is readable through a published document the caller may read. Its uploader also reads it
 * until a document that points at it is withdrawn (draft or archived): a revoked file is closed to
 * everyone but administrators.
 */
export const readFiles: Access = async ({ req }): Promise<Where | boolean> => {
  if (!req.user) return false
  if (await isAdministrator(req)) return true
  const [readable, revoked] = await Promise.all([
    req.payload.find({
      collection: 'documents',
      where: { and: [{ file: { exists: true } }, { status: { equals: 'published' } }] },
      select: { file: true },
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user: req.user,
      req,
    }),
    req.payload.find({
      collection: 'documents',
      where: { and: [{ file: { exists: true } }, { status: { not_equals: 'published' } }] },
      select: { file: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    }),
  ])
  const readableIds = fileIds(readable.docs)
  const revokedIds = fileIds(revoked.docs)
  return {
    or: [
      { id: { in: readableIds.length ? readableIds : [-1] } },
      { and: [{ user_created: { equals: req.user.id } }, { id: { not_in: revokedIds.length ? revokedIds : [-1] } }] },
    ],
  }
}
