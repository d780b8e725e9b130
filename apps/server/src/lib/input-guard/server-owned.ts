import type { CollectionBeforeOperationHook, Config } from 'payload'

/** What Payload itself sets on every document; a value a caller sends is dropped. */
const TIMESTAMPS_AND_ID = ['id', 'createdAt', 'updatedAt'] as const

const WRITES = new Set(['create', 'update', 'updateByID'])

/**
 * Server-owned fields are ignored on every write from outside (REST, admin panel), one policy for all
 * collections: Payload would otherwise store a `createdAt` or `updatedAt` a caller sends (a record
 * backdated to 2001). The other server-owned fields (number, status, author company, derived figures,
 * acting user) have field access that lets no caller create them, and are set by their collection's hooks.
 * Local API calls of the server's own code keep theirs.
 */
const dropTimestampsAndId: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (!WRITES.has(operation) || req.payloadAPI === 'local') return args
  const data = (args as { data?: unknown }).data
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return args
  const kept = { ...(data as Record<string, unknown>) }
  for (const key of TIMESTAMPS_AND_ID) delete kept[key]
  return { ...args, data: kept }
}

export function dropServerOwnedFields(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) => ({
      ...collection,
      hooks: {
        ...collection.hooks,
        beforeOperation: [dropTimestampsAndId, ...(collection.hooks?.beforeOperation ?? [])],
      },
    })),
  }
}
