import { downloadFile } from '../../../lib/files'

/** GET /api/customer_aircrafts/:id/review-pack.pdf?date=: what a CAO takes into the airworthiness review. */
export const reviewPackUrl = (aircraft: number, date: string) =>
  `/api/customer_aircrafts/${aircraft}/review-pack.pdf?date=${encodeURIComponent(date)}`

/** The server names the pack's SHA-256 in this header (it is printed at the pack's end too). */
const PACK_HASH_HEADER = 'X-Review-Pack-Hash'

/**
 * Saves the review pack (fetched with the session, see lib/files) under the registration and the day;
 * answers its hash, which the review recorded next names.
 */
export async function downloadReviewPack(aircraft: number, registration: string, date: string): Promise<string | null> {
  const headers = await downloadFile(reviewPackUrl(aircraft, date), `${registration}-review-pack-${date}.pdf`)
  return headers.get(PACK_HASH_HEADER)
}
