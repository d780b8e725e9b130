import type { PayloadRequest } from 'payload'

import { relationIds, relationNumber } from '../../access/relation-id'
import { userCompanyId } from '../../access/roles'
import type { RecordMessage } from '../compliance-records/messages'

/** The two registers the CAO and the maintenance company keep append-only, corrected by a new entry. */
export type RegisterSlug = 'modifications_repairs' | 'airworthiness_reviews'

export type RegisterError = { path: string; key: RecordMessage }

/** A system write (seed, no user) reads everything; a user's reads are theirs. */
export function readsOf(req: PayloadRequest) {
  return req.user ? { overrideAccess: false as const, user: req.user } : { overrideAccess: true as const }
}

/**
 * A correction names an entry of the same register the caller can read, of the same aircraft, that no
 * other entry corrects yet: each entry is corrected once, so only the newest of a chain counts.
 */
export async function amendsErrors(
  req: PayloadRequest,
  collection: RegisterSlug,
  aircraftId: number,
  amendsId: number | null,
): Promise<RegisterError[]> {
  if (amendsId === null) return []
  const amended = (await req.payload
    .findByID({ collection, id: amendsId, depth: 0, ...readsOf(req), req })
    .catch(() => null)) as { customer_aircraft?: unknown } | null
  if (!amended) return [{ path: 'amends', key: 'unknownRelation' }]
  if (relationNumber(amended.customer_aircraft) !== aircraftId) return [{ path: 'amends', key: 'amendsOther' }]
  const corrections = await req.payload.count({
    collection,
    where: { amends: { equals: amendsId } },
    // Whether anything corrects it at all, whoever may read that correction.
    overrideAccess: true,
    req,
  })
  return corrections.totalDocs > 0 ? [{ path: 'amends', key: 'alreadyCorrected' }] : []
}

/** The documents an entry names are ones the caller can read, each of the entry's aircraft. */
export async function documentErrors(
  req: PayloadRequest,
  aircraftId: number,
  documents: unknown,
): Promise<RegisterError[]> {
  const ids = [...new Set(relationIds(documents).map(Number))]
  for (const id of ids) {
    const document = (await req.payload
      .findByID({ collection: 'documents', id, depth: 0, ...readsOf(req), req })
      .catch(() => null)) as { customer_aircrafts?: unknown } | null
    if (!document) return [{ path: 'documents', key: 'unknownRelation' }]
    if (!relationIds(document.customer_aircrafts).map(Number).includes(aircraftId)) {
      return [{ path: 'documents', key: 'documentOfOtherAircraft' }]
    }
  }
  return []
}

/** Author and company are the caller's (a system write names none). */
export function stampAuthor(req: PayloadRequest, data: Record<string, unknown>) {
  if (req.user) {
    data.author = Number(req.user.id)
    data.author_company = userCompanyId(req)
  }
  return data
}
