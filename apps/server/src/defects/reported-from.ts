import type { PayloadRequest } from 'payload'

import { relationNumber } from '../access/relation-id'

/**
 * The ids of the defects reported from each of these journey-log entries (oldest first), in one read as
 * the caller: the boardbook's marker and the Bordbuch PDF's remark.
 */
export async function defectsReportedFrom(req: PayloadRequest, entryIds: number[]): Promise<Map<number, number[]>> {
  const reported = new Map<number, number[]>()
  if (entryIds.length === 0) return reported
  const defects = await req.payload.find({
    collection: 'defects',
    where: { flight_log: { in: entryIds } },
    select: { flight_log: true },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  for (const defect of defects.docs) {
    const entryId = relationNumber(defect.flight_log)
    if (entryId !== null) reported.set(entryId, [...(reported.get(entryId) ?? []), defect.id])
  }
  return reported
}
