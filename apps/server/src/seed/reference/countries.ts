import countries from 'i18n-iso-countries'
import type { Payload } from 'payload'

import { inTransaction } from '../../lib/in-transaction'

/** Every ISO 3166-1 country with its German and English name; returns ids by alpha-2 code. */
export async function seedCountries(payload: Payload): Promise<Map<string, number>> {
  const existing = await payload.find({ collection: 'countries', pagination: false, depth: 0, select: { code: true } })
  const ids = new Map(existing.docs.map((doc) => [doc.code, doc.id as number]))
  const german = countries.getNames('de', { select: 'official' })
  const english = countries.getNames('en', { select: 'official' })
  await inTransaction(payload, async (req) => {
    for (const code of Object.keys(english)) {
      if (ids.has(code)) continue
      const created = await payload.create({
        collection: 'countries',
        data: { code, name: german[code] ?? english[code] },
        locale: 'de',
        depth: 0,
        req,
      })
      await payload.update({ collection: 'countries', id: created.id, data: { name: english[code] }, locale: 'en', depth: 0, req })
      ids.set(code, created.id as number)
    }
  })
  return ids
}
