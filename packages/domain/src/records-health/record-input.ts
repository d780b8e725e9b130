import { z } from 'zod'

import { RUN_ALWAYS, empty, flag, id, optional, required, text } from '../input-fields'
import { addMonths } from '../airworthiness/dates'
import { optionalReleaseSchema, releaseInputSchema } from '../defects/defect-input'
import { ATA_CHAPTERS } from '../defects/types'
import { isIsoDate, parseIsoDate, todayUtc, utcDay } from '../iso-date'
import { APPROVAL_TYPES, MODIFICATION_CLASSES, MODIFICATION_KINDS, REVIEW_OUTCOMES } from './types'

/**
 * What a maintenance organisation or CAO enters in the register of modifications and repairs, and what
 * a CAO's airworthiness review staff records of a review (ML.A.903). Messages as in defects/defect-input:
 * keys of the texts' `messages` (web) and `server` catalogues.
 */

// Absent or empty: "required"; anything not on the list: "wrong value".
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (empty(value) ? undefined : value),
    z.enum(values, { error: (issue) => (issue.input === undefined ? 'EnterRequiredFields' : 'wrongValue') }),
  )
const isoDay = z
  .string({ error: 'WrongFormat' })
  .refine((value) => parseIsoDate(value) !== null, 'WrongFormat')
  .transform(utcDay)
const pastDay = z.preprocess(
  (value) => (empty(value) ? undefined : value),
  z
    .string({ error: (issue) => (issue.input === undefined ? 'EnterRequiredFields' : 'WrongFormat') })
    .refine((value) => parseIsoDate(value) !== null, 'WrongFormat')
    .transform(utcDay)
    .refine((value) => value <= todayUtc(), 'wrongValue'),
)
const documentId = z.number({ error: 'WrongFormat' }).int('wrongValue').positive('wrongValue')
const HASH = /^[0-9a-f]{64}$/i

/** An ARC re-issued up to 90 days early keeps its anniversary (ML.A.901): at most 15 months ahead. */
export const ARC_VALID_UNTIL_MAX_MONTHS = 15

/** A correction names the entry it corrects and says why; a reason without `amends` is not one. */
const amendShape = {
  amends: optional(id),
  amend_reason: optional(text.max(4000, 'wrongValue')),
}
function requireAmendReason(entry: { amends?: unknown; amend_reason?: unknown }, context: z.RefinementCtx) {
  if (!empty(entry.amends) && empty(entry.amend_reason))
    context.addIssue({ code: 'custom', path: ['amend_reason'], message: 'EnterRequiredFields' })
  if (empty(entry.amends) && !empty(entry.amend_reason))
    context.addIssue({ code: 'custom', path: ['amend_reason'], message: 'wrongValue' })
}

/** An entry of the register of modifications and repairs (ML.A.305, ML.A.903(a)(6)). */
export const modificationInputSchema = z
  .object({
    customer_aircraft: id,
    kind: choice(MODIFICATION_KINDS),
    classification: choice(MODIFICATION_CLASSES),
    approval_type: choice(APPROVAL_TYPES),
    /** EASA Form 1 tracking number, minor change or STC number, repair approval … */
    approval_reference: required(200),
    date: pastDay,
    description: required(4000),
    ata_chapter: optional(z.enum(ATA_CHAPTERS, { error: 'wrongValue' })),
    affects_mass_balance: flag,
    /** The approval and work documents (ids of the aircraft's documents); a repeated id counts once. */
    documents: z.preprocess(
      (value) => (empty(value) ? [] : value),
      z
        .array(documentId, { error: 'WrongFormat' })
        .max(50, 'wrongValue')
        .transform((ids) => [...new Set(ids)]),
    ),
    release: optionalReleaseSchema,
    ...amendShape,
  })
  .superRefine(requireAmendReason, RUN_ALWAYS)
export type ModificationInput = z.input<typeof modificationInputSchema>

/**
 * The reviewer's certificate: as a release to service, with the airworthiness review staff
 * authorisation in `licence` and the CAO's approval in `approval_reference` (required here).
 */
const reviewReleaseSchema = z.preprocess(
  (value) => (value === undefined || value === null ? {} : value),
  z.object({ ...releaseInputSchema.shape, approval_reference: required(100) }, { error: 'WrongFormat' }),
)

/** An airworthiness review as its reviewer records it (ML.A.903, ML.A.904). */
export const reviewInputSchema = z
  .object({
    customer_aircraft: id,
    review_date: pastDay,
    outcome: choice(REVIEW_OUTCOMES),
    /** The ARC's reference; only with issued / extended. */
    arc_reference: optional(text.max(100, 'wrongValue')),
    /** The ARC's expiry; only with issued / extended. */
    valid_until: optional(isoDay),
    findings: optional(text.max(8000, 'wrongValue')),
    /** The review pack's hash (SHA-256, hex) the reviewer worked from. */
    pack_hash: optional(text.regex(HASH, 'WrongFormat').transform((hash) => hash.toLowerCase())),
    release: reviewReleaseSchema,
    ...amendShape,
  })
  .superRefine((review, context) => {
    requireAmendReason(review, context)
    if (review.outcome === 'issued' || review.outcome === 'extended') {
      if (empty(review.arc_reference))
        context.addIssue({ code: 'custom', path: ['arc_reference'], message: 'EnterRequiredFields' })
      if (empty(review.valid_until))
        context.addIssue({ code: 'custom', path: ['valid_until'], message: 'EnterRequiredFields' })
      else if (isIsoDate(review.valid_until) && isIsoDate(review.review_date)) {
        const reviewed = utcDay(review.review_date)
        const validUntil = utcDay(review.valid_until)
        if (validUntil <= reviewed || validUntil > addMonths(reviewed, ARC_VALID_UNTIL_MAX_MONTHS))
          context.addIssue({ code: 'custom', path: ['valid_until'], message: 'arcValidUntilRange' })
      }
    } else if (review.outcome === 'not_issued') {
      if (empty(review.findings))
        context.addIssue({ code: 'custom', path: ['findings'], message: 'EnterRequiredFields' })
      if (!empty(review.arc_reference))
        context.addIssue({ code: 'custom', path: ['arc_reference'], message: 'wrongValue' })
      if (!empty(review.valid_until)) context.addIssue({ code: 'custom', path: ['valid_until'], message: 'wrongValue' })
    }
  }, RUN_ALWAYS)
export type ReviewInput = z.input<typeof reviewInputSchema>
