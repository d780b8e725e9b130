import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

type Localized = { de: Record<string, unknown>; en: Record<string, unknown> }

/**
 * Finds the record matching `where` or creates it, keyed by a natural key, so a record the seed
 * reaches twice (a type two aircraft share) exists once. Seeding acts as the system (overrideAccess).
 */
export async function upsert<T extends CollectionSlug>(
  payload: Payload,
  collection: T,
  where: Where,
  data: Record<string, unknown>,
  localized?: Localized,
): Promise<number> {
  const found = await payload.find({ collection, where, limit: 1, depth: 0, pagination: false })
  if (found.docs[0]) return found.docs[0].id as number
  const created = await payload.create({
    collection,
    // One helper for every collection: the records are the seed's own plain objects, checked by the
    // collection's validation when written.
    data: { ...data, ...localized?.de } as RequiredDataFromCollectionSlug<T>,
    locale: 'de',
    depth: 0,
  })
  if (localized) {
    // Payload types this data with ts-essentials' DeepPartial, which it does not export: no named type fits.
    await payload.update({ collection, id: created.id, data: localized.en as never, locale: 'en', depth: 0 })
  }
  return created.id as number
}
