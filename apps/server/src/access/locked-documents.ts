import type { Access, SanitizedConfig, Where } from 'payload'

import { isAdministrator } from './roles'

export const LOCKED_DOCUMENTS = 'payload-locked-documents'

/** Administrators see every lock; anybody else only the locks they hold. */
const ownLocks: Access = async ({ req }) => {
  if (!req.user) return false
  if (await isAdministrator(req)) return true
  const own: Where = { and: [{ 'user.relationTo': { equals: 'users' } }, { 'user.value': { equals: req.user.id } }] }
  return own
}

/**
 * Payload adds its document-lock collection while it sanitises the config and lets every logged-in
 * user read, change and delete every lock (who edits which record, and a way to break anyone's lock).
 * It has no option for that collection's access, so this sets it on the sanitised config, before
 * Payload starts: a lock is read, changed or released by its owner and by administrators; only
 * administrators create one over the API (the admin panel, theirs alone, creates locks internally).
 */
export function restrictDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKED_DOCUMENTS)
  if (!locks) return config
  locks.access = {
    ...locks.access,
    read: ownLocks,
    update: ownLocks,
    delete: ownLocks,
    create: async ({ req }) => isAdministrator(req),
  }
  return config
}
