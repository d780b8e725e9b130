import type { CollectionConfig } from 'payload'

/** Filled in by the review's validation, CAO contract check and author stamping. */
export const reviewHooks: CollectionConfig['hooks'] = {}
