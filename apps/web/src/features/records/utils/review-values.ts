import {
  issuedValidUntil,
  reviewInputSchema,
  todayUtc,
  type ReviewInput,
  type ReviewOutcome,
  type ReviewView,
} from '@flugakte/domain'

import {
  RELEASE_FIELDS,
  releaseValuesOf,
  type ReleaseValues,
  type SignerValues,
} from '../../../lib/forms/release-values'
import { schemaResolver } from './schema-resolver'

/** An airworthiness review as the form holds it. */
export type ReviewValues = {
  review_date: string
  outcome: ReviewOutcome | ''
  arc_reference: string
  valid_until: string
  findings: string
  release: ReleaseValues
  /** Why a correction corrects its review; unused for a new one. */
  amend_reason: string
}

/** Whether the outcome comes with an ARC (its reference and validity); a refusal has findings instead. */
export const withArc = (outcome: ReviewValues['outcome']) => outcome === 'issued' || outcome === 'extended'

/** A new review today, issuing the ARC, certified by the signed-in reviewer. */
export function newReviewValues(reviewer: SignerValues): ReviewValues {
  const today = todayUtc()
  return {
    review_date: today,
    outcome: 'issued',
    arc_reference: '',
    valid_until: issuedValidUntil(today),
    findings: '',
    release: {
      certifying_person: reviewer.name,
      licence: reviewer.licence,
      approval_reference: '',
      date: today,
      place: '',
    },
    amend_reason: '',
  }
}

/** A correction starts from the review it corrects, with the certificate for `reviewer`, dated today. */
export const correctionValuesOf = (review: ReviewView, reviewer: SignerValues): ReviewValues => ({
  review_date: review.review_date.slice(0, 10),
  outcome: review.outcome,
  arc_reference: review.arc_reference ?? '',
  valid_until: review.valid_until?.slice(0, 10) ?? '',
  findings: review.findings ?? '',
  release: releaseValuesOf(review.release, todayUtc(), reviewer),
  amend_reason: '',
})

const FIELDS = [
  'review_date',
  'outcome',
  'arc_reference',
  'valid_until',
  'findings',
  'amend_reason',
  ...RELEASE_FIELDS.map((field) => `release.${field}`),
]

/**
 * The body of POST /api/airworthiness_reviews. A review that issues no ARC sends neither reference nor
 * validity (the form hides them); the pack's hash goes with it when the review was made from a pack. A
 * correction names the review it `amends` and why.
 */
export const reviewBody = (
  aircraft: number,
  values: ReviewValues,
  packHash?: string,
  amends: number | null = null,
): ReviewInput => ({
  customer_aircraft: aircraft,
  review_date: values.review_date,
  outcome: values.outcome,
  arc_reference: withArc(values.outcome) ? values.arc_reference : undefined,
  valid_until: withArc(values.outcome) ? values.valid_until : undefined,
  findings: values.findings,
  pack_hash: packHash,
  release: values.release,
  ...(amends === null ? {} : { amends, amend_reason: values.amend_reason }),
})

export const reviewResolver = (aircraft: number, packHash?: string, amends: number | null = null) =>
  schemaResolver<ReviewValues>(reviewInputSchema, (values) => reviewBody(aircraft, values, packHash, amends), FIELDS)
