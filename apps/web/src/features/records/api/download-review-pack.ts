import { downloadFile } from '../../../lib/files'

/** GET /api/customer_aircrafts/:id/review-pack.pdf?date=: what a CAO takes into the airworthiness review. */
export const reviewPackUrl = (aircraft: number, date: string) =>
  `/api/customer_aircrafts/${aircraft}/review-pack.pdf?date=${encodeURIComponent(date)}`

/** Saves the review pack (fetched with the session, see lib/files) under the registration and the day. */
export function downloadReviewPack(aircraft: number, registration: string, date: string): Promise<void> {
  return downloadFile(reviewPackUrl(aircraft, date), `${registration}-review-pack-${date}.pdf`)
}
