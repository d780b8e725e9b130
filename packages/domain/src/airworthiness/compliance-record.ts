import { z } from 'zod'

import { RUN_ALWAYS, id, optional, text } from '../input-fields'
import { parseIsoDate, todayUtc, utcDay } from '../iso-date'
import { optionalReleaseSchema } from '../defects/defect-input'
import { AD_STATUSES } from './types'

/** What every compliance record states: when, at which airframe time, by whom, on which evidence. */
const recordShape = {
  customer_aircraft: id,
  // A real calendar day (or an ISO timestamp of one); `2024-02-30` and `2024-01-01 junk` are no dates.
  date: z
    .string({ error: 'EnterRequiredFields' })
    .refine((value) => parseIsoDate(value) !== null, 'WrongFormat')
    .transform(utcDay)
    // A record states work done; it cannot be dated after today (UTC).
    .refine((value) => value <= todayUtc(), 'wrongValue'),
  airframe_minutes: optional(z.number({ error: 'WrongFormat' }).int('WrongFormat').min(0, 'wrongValue')),
  performed_by: optional(text.max(200, 'wrongValue')),
  certifying_document: optional(id),
  notes: optional(text.max(4000, 'wrongValue')),
  amends: optional(id),
  /** The certificate of release to service (ML.A.801), all or nothing; the statement is the server's. */
  release: optionalReleaseSchema,
}

/** A correction restates a record and says why. */
function requireNotesForCorrections(record: { amends?: number; notes?: string }, context: z.RefinementCtx) {
  if (record.amends !== undefined && !record.notes)
    context.addIssue({ code: 'custom', path: ['notes'], message: 'EnterRequiredFields' })
}

export const adComplianceInputSchema = z
  .object({
    ...recordShape,
    airworthiness_directive: id,
    installed_component: optional(text.min(1, 'WrongFormat')),
    status: z.enum(AD_STATUSES, { error: 'EnterRequiredFields' }),
    reason: optional(text.max(4000, 'wrongValue')),
    method_of_compliance: optional(text.max(500, 'wrongValue')),
  })
  .superRefine((record, context) => {
    if (record.status === 'not_applicable' && !record.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'EnterRequiredFields' })
    }
    requireNotesForCorrections(record, context)
  }, RUN_ALWAYS)

export const taskCompletionInputSchema = z
  .object({ ...recordShape, maintenance_task: id })
  .superRefine(requireNotesForCorrections, RUN_ALWAYS)

export type AdComplianceInput = z.input<typeof adComplianceInputSchema>
export type TaskCompletionInput = z.input<typeof taskCompletionInputSchema>

/**
 * Which compliance record counts: records a later record corrects drop out (records are never
 * changed, a correction restates them); of the rest the newest by day, then by id. `amendedId` names
 * the record a record corrects, or null.
 */
export function currentRecord<T extends { id: number; date: string }>(
  records: readonly T[],
  amendedId: (record: T) => number | string | null,
): T | null {
  const replaced = new Set(
    records
      .map(amendedId)
      .filter((id) => id !== null)
      .map(String),
  )
  const day = (value: string) => value.slice(0, 10)
  const valid = records.filter((record) => !replaced.has(String(record.id)))
  return [...valid].sort((a, b) => day(b.date).localeCompare(day(a.date)) || b.id - a.id)[0] ?? null
}
