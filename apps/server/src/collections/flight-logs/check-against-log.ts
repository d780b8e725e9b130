import { flightLogContextIssues } from '@flugakte/domain'
import { APIError, type PayloadRequest, type Where } from 'payload'

import { relationId } from '../../access/relation-id'
import type { FlightLog } from '../../payload-types'
import { messageText, refuse } from './messages'

/** Entries looked at on each side of the new one; corrected ones are skipped, rarely more than one. */
const NEIGHBOURS = 5

type Logged = Pick<
  FlightLog,
  'id' | 'number' | 'hobbs_unit' | 'hobbs_eng1_start' | 'hobbs_eng1_end' | 'cnt_cycle_eng1_start' | 'cnt_cycle_eng1_end'
>

async function entries(req: PayloadRequest, aircraftId: number | string, where: Where, sort: string) {
  const found = await req.payload.find({
    collection: 'flight_logs',
    where: { and: [{ customer_aircraft: { equals: aircraftId } }, where] },
    sort,
    limit: NEIGHBOURS,
    depth: 0,
    pagination: false,
    select: {
      number: true,
      hobbs_unit: true,
      hobbs_eng1_start: true,
      hobbs_eng1_end: true,
      cnt_cycle_eng1_start: true,
      cnt_cycle_eng1_end: true,
    },
    overrideAccess: true,
    req,
  })
  return found.docs as Logged[]
}

/** Of the given entries, those a correction replaces (they no longer count). */
async function corrected(req: PayloadRequest, ids: (number | string)[]) {
  if (ids.length === 0) return new Set<string>()
  const found = await req.payload.find({
    collection: 'flight_logs',
    where: { and: [{ type: { equals: 'correction' } }, { amends: { in: ids } }] },
    depth: 0,
    pagination: false,
    select: { amends: true },
    overrideAccess: true,
    req,
  })
  return new Set(found.docs.map((doc) => String(relationId(doc.amends))))
}

/**
 * The new entry against the aircraft's stored log, run under the numbering lock (assignNumber), so no
 * parallel create of the same aircraft slips in between the check and the insert:
 * - a second entry with the same takeoff time answers 409 naming the entry there (a correction may
 *   restate the takeoff of the entry it corrects);
 * - Hobbs and cycle counters continue the entries before and after it (entries a correction replaces
 *   do not count; a correction itself restates figures and is how counters that went back are explained).
 */
export async function checkAgainstLog(req: PayloadRequest, data: Record<string, unknown>, aircraftId: number | string) {
  const takeoff = data.time_takeoff_utc as string
  const amendsId = relationId(data.amends)
  // One after the other: they share the create's transaction (one connection).
  const same = await entries(req, aircraftId, { time_takeoff_utc: { equals: takeoff } }, 'number')
  const before = await entries(req, aircraftId, { time_takeoff_utc: { less_than: takeoff } }, '-time_takeoff_utc')
  const after = await entries(req, aircraftId, { time_takeoff_utc: { greater_than: takeoff } }, 'time_takeoff_utc')
  const replaced = await corrected(
    req,
    [...same, ...before, ...after].map((entry) => entry.id),
  )
  const counts = (entry: Logged) => !replaced.has(String(entry.id))
  const duplicate = same.find(
    (entry) => counts(entry) && !(data.type === 'correction' && String(entry.id) === String(amendsId)),
  )
  if (duplicate) {
    const message = messageText(req, 'duplicateTakeoff', { number: duplicate.number ?? '' })
    throw new APIError(
      message,
      409,
      {
        code: 'duplicateTakeoff',
        number: duplicate.number ?? null,
        errors: [{ path: data.is_batch ? 'date' : 'to_utc', message }],
      },
      true,
    )
  }
  const issues = flightLogContextIssues(data, {
    previous: before.find(counts) ?? null,
    next: after.find(counts) ?? null,
  })
  if (issues.length > 0) refuse(req, issues)
}
