import type { Access, Where } from 'payload'

import { isAdministrator } from '../../access/roles'
import { relationId } from '../../access/relation-id'

/** A file is readable by its uploader and by whoever may read a document that points at it. */
export const readFiles: Access = async ({ req }): Promise<Where | boolean> => {
  if (!req.user) return false
  if (await isAdministrator(req)) return true
  const documents = await req.payload.find({
    collection: 'documents',
    where: { file: { exists: true } },
    select: { file: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const ids = documents.docs.map((doc) => relationId(doc.file)).filter((id) => id !== null)
  return { or: [{ user_created: { equals: req.user.id } }, { id: { in: ids.length ? ids : [-1] } }] }
}
