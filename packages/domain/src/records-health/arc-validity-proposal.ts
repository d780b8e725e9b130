import { addDays, addMonths } from '../airworthiness/dates'
import { isIsoDate, utcDay } from '../iso-date'
import type { ReviewOutcome } from './types'

/** A review this many days or fewer before the ARC in force expires continues its validity (ML.A.901). */
export const ARC_CONTINUITY_DAYS = 90

/** An ARC issued by a review that continues none: a year, up to the day before the review's anniversary. */
export const issuedValidUntil = (reviewDate: string) =>
  isIsoDate(reviewDate) ? addDays(addMonths(utcDay(reviewDate), 12), -1) : ''

/**
 * The validity a review's form proposes for the ARC it issues or extends (ML.A.901): a review up to 90
 * days before the ARC in force expires keeps that expiry as the start of the new year, so no day is lost,
 * whether the ARC is issued anew or extended; an extension always adds its year to the ARC in force.
 * Otherwise the year runs from the review.
 */
export function proposedArcValidUntil(outcome: ReviewOutcome, reviewDate: string, arcValidUntil: string | null) {
  if (!isIsoDate(reviewDate)) return ''
  const inForce = arcValidUntil && isIsoDate(arcValidUntil) ? utcDay(arcValidUntil) : null
  const review = utcDay(reviewDate)
  const continues = inForce !== null && review <= inForce && review >= addDays(inForce, -ARC_CONTINUITY_DAYS)
  if (inForce !== null && (outcome === 'extended' || continues)) return addMonths(inForce, 12)
  return issuedValidUntil(reviewDate)
}
