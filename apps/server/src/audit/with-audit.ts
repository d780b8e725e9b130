import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
} from 'payload'

import { recordActivity } from './record-activity'

const actorFields: Field[] = [
  {
    name: 'user_created',
    type: 'relationship',
    relationTo: 'users',
    admin: { readOnly: true, position: 'sidebar' },
    access: { create: () => false, update: () => false },
  },
  {
    name: 'user_updated',
    type: 'relationship',
    relationTo: 'users',
    admin: { readOnly: true, position: 'sidebar' },
    access: { create: () => false, update: () => false },
  },
]

// Payload's versions record when, not who: the acting user is stamped on the document so that every
// version snapshot carries it.
const stampActor: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  const userId = req.user?.id ?? null
  if (operation === 'create') data.user_created = userId
  data.user_updated = userId
  return data
}

const logChange: CollectionAfterChangeHook = async ({ collection, doc, operation, req }) => {
  await recordActivity(req, { action: operation, collection: collection.slug, item: doc.id })
  return doc
}

const logDelete: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  await recordActivity(req, { action: 'delete', collection: collection.slug, item: id })
}

/** Versions (kept forever), the acting user on every write and an activity row per change. */
export function withAudit(config: CollectionConfig): CollectionConfig {
  return {
    ...config,
    fields: [...config.fields, ...actorFields],
    versions: { maxPerDoc: 0, drafts: false },
    hooks: {
      ...config.hooks,
      beforeChange: [...(config.hooks?.beforeChange ?? []), stampActor],
      afterChange: [...(config.hooks?.afterChange ?? []), logChange],
      afterDelete: [...(config.hooks?.afterDelete ?? []), logDelete],
    },
  }
}
