import { z } from 'zod'

import { RUN_ALWAYS, empty, flag, id, optional, required, text } from '../input-fields'
import { parseIsoDate, todayUtc, utcDay } from '../iso-date'
import { ATA_CHAPTERS } from './types'

const pastDay = z
  .string({ error: 'EnterRequiredFields' })
  .refine((value) => parseIsoDate(value) !== null, 'WrongFormat')
  .transform(utcDay)
  .refine((value) => value <= todayUtc(), 'wrongValue')
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A defect as reported from the field (photos travel beside it as files). */
export const defectReportInputSchema = z.object({
  customer_aircraft: id,
  flight_log: optional(id),
  /** Chosen by the device, so a report sent twice (outbox) is stored once. */
  client_id: optional(text.regex(UUID, 'WrongFormat')),
  description: required(4000),
  ata_chapter: optional(z.enum(ATA_CHAPTERS, { error: 'wrongValue' })),
  unsafe: flag,
})
export type DefectReportInput = z.input<typeof defectReportInputSchema>

/** The certificate of release to service (ML.A.801); the statement is the server's. */
export const releaseInputSchema = z.object({
  certifying_person: required(200),
  licence: required(100),
  approval_reference: optional(text.max(100, 'wrongValue')),
  date: pastDay,
  place: required(200),
})
export type ReleaseInput = z.input<typeof releaseInputSchema>

const partSchema = z.object({
  description: required(300),
  part_number: optional(text.max(100, 'wrongValue')),
  serial_number: optional(text.max(100, 'wrongValue')),
  installation: optional(text.max(100, 'wrongValue')),
})

const deadlineValue = optional(z.number({ error: 'WrongFormat' }).positive('wrongValue').max(100_000, 'wrongValue'))

const actionShape = {
  defect: id,
  /** The action this one corrects (same defect); a correction says why in `notes`. */
  amends: optional(id),
  notes: optional(text.max(4000, 'wrongValue')),
}

export const assessmentInputSchema = z.object({
  ...actionShape,
  kind: z.literal('assessment'),
  airworthiness_affecting: z.boolean({ error: 'EnterRequiredFields' }),
})

export const deferralInputSchema = z
  .object({
    ...actionShape,
    kind: z.literal('deferral'),
    reason: required(4000),
    limitation: required(4000),
    deadline_hours: deadlineValue,
    deadline_cycles: optional(
      z.number({ error: 'WrongFormat' }).int('WrongFormat').positive('wrongValue').max(100_000, 'wrongValue'),
    ),
    deadline_days: optional(
      z.number({ error: 'WrongFormat' }).int('WrongFormat').positive('wrongValue').max(3650, 'wrongValue'),
    ),
  })
  .superRefine((action, context) => {
    if (
      action.deadline_hours === undefined &&
      action.deadline_cycles === undefined &&
      action.deadline_days === undefined
    )
      context.addIssue({ code: 'custom', path: ['deadline_hours'], message: 'deadlineRequired' })
  }, RUN_ALWAYS)

export const rectificationInputSchema = z.object({
  ...actionShape,
  kind: z.literal('rectification'),
  work_performed: required(4000),
  maintenance_data: required(1000),
  parts: z.preprocess((value) => value ?? [], z.array(partSchema, { error: 'WrongFormat' }).max(50, 'wrongValue')),
  release: releaseInputSchema,
})

const requireNotesForCorrections = (action: { amends?: number; notes?: string }, context: z.RefinementCtx) => {
  if (action.amends !== undefined && !action.notes)
    context.addIssue({ code: 'custom', path: ['notes'], message: 'EnterRequiredFields' })
}

/** An action on a defect, by its kind. */
export const defectActionInputSchema = z
  .discriminatedUnion('kind', [assessmentInputSchema, deferralInputSchema, rectificationInputSchema], {
    error: 'EnterRequiredFields',
  })
  .superRefine(requireNotesForCorrections, RUN_ALWAYS)
export type DefectActionInput = z.input<typeof defectActionInputSchema>
export type AssessmentInput = z.input<typeof assessmentInputSchema>
export type DeferralInput = z.input<typeof deferralInputSchema>
export type RectificationInput = z.input<typeof rectificationInputSchema>

/** The release to service that task completions and AD compliance records may carry (all or nothing). */
export const optionalReleaseSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' && Object.values(value).some((field) => !empty(field)) ? value : undefined,
  releaseInputSchema.optional(),
)
