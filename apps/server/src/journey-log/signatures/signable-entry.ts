import { LEGAL_FIELDS } from '@flugakte/domain'
import type { PayloadRequest } from 'payload'

import { relationNumber } from '../../access/relation-id'

const ENTRY_FIELDS = Object.fromEntries(
  [...LEGAL_FIELDS, 'pic', 'content_hash', 'hash'].map((field) => [field, true]),
) as Record<string, true>

/**
 * An entry as the caller may read it (404 otherwise, the same answer as for one that does not exist),
 * with its legal items, its pilot-in-command and its hashes.
 */
export async function readableEntry(req: PayloadRequest, id: number) {
  const entry = await req.payload.findByID({
    collection: 'flight_logs',
    id,
    depth: 0,
    select: ENTRY_FIELDS,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return { ...entry, id: Number(entry.id), pic: relationNumber(entry.pic) }
}
