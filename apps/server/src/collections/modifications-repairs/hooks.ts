import type { CollectionConfig } from 'payload'

/** Filled in by the register's validation, contract check and author stamping. */
export const modificationHooks: CollectionConfig['hooks'] = {}
