import type { Endpoint } from 'payload'

import { heavyWork, inWorker } from '../../lib/heavy-work/heavy-work'
import { loadReviewPack } from '../../records-health/load-records-health'
import { attachment, downloadOptions } from '../airworthiness/download'
import { reviewDateOf } from '../records-health/records-health-endpoint'
import { aircraftFromPath } from '../request-params'

/**
 * GET /api/customer_aircrafts/:id/review-pack.pdf?date=: what a CAO takes into the airworthiness review
 * (ML.A.903) of the aircraft as of the day judged (default today, up to 180 days ahead): the records
 * health, the document register, the AD status, the due list, the open and deferred defects, the
 * modifications and repairs, the life-limited parts and the earlier reviews, ending with the pack's
 * hash, which a review record can name. In the caller's language, for anyone who may see the aircraft
 * (404 otherwise).
 */
export const REVIEW_PACK_HASH_HEADER = 'X-Review-Pack-Hash'

export const reviewPackEndpoint: Endpoint = {
  path: '/:id/review-pack.pdf',
  method: 'get',
  handler: async (req) => {
    const id = await aircraftFromPath(req)
    const date = reviewDateOf(req)
    // Reading the records and laying out the pages is heavy work (a place, or 429); the pages are laid
    // out in a worker thread.
    const { pack, pdf } = await heavyWork(req, async () => {
      const pack = await loadReviewPack(req, id, date)
      return { pack, pdf: await inWorker(req, 'reviewPack', { pack, options: downloadOptions(req) }) }
    })
    const response = attachment(pdf, 'application/pdf', `${pack.aircraft.registration}-review-pack-${pack.date}.pdf`)
    // The web keeps it, so the review recorded after reading this pack names what the reviewer saw.
    response.headers.set(REVIEW_PACK_HASH_HEADER, pack.pack_hash)
    return response
  },
}
