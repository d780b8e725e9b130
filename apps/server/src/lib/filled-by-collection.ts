import type { CollectionSlug, RequiredDataFromCollectionSlug } from 'payload'

/**
 * Data for a Local API create whose other required fields the collection fills in itself (a default
 * value, or a hook: an entry's number, a contract's names). Payload's types ask for every required
 * field up front; this keeps the given fields type-checked instead of casting the whole object away.
 */
export const filledByCollection = <Slug extends CollectionSlug>(data: Partial<RequiredDataFromCollectionSlug<Slug>>) =>
  data as RequiredDataFromCollectionSlug<Slug>
