import type { Endpoint } from 'payload'

import { attachment } from '../../endpoints/airworthiness/download'
import { aircraftFromPath, daysFromQuery } from '../../endpoints/request-params'
import { bordbuchPdf } from './bordbuch-document'
import { byteStream } from '../../lib/byte-stream'
import { heavyStream } from '../../lib/heavy-work/heavy-work'

/**
 * GET /api/customer_aircrafts/:id/journey-log.pdf?from=YYYY-MM-DD&to=YYYY-MM-DD: the printed
 * Bordbuch (whole log without dates), for anyone who may read the aircraft's journey log. Streamed as
 * it is laid out.
 */
export const bordbuchEndpoint: Endpoint = {
  path: '/:id/journey-log.pdf',
  method: 'get',
  handler: async (req) => {
    const id = await aircraftFromPath(req)
    const { from, to } = daysFromQuery(req)
    // Heavy work: it holds a place (or is refused with 429) until the last page has gone out.
    let filename = ''
    const bytes = await heavyStream(req, async () => {
      const pdf = await bordbuchPdf(req, id, { from, to })
      filename = pdf.filename
      return pdf.bytes
    })
    return attachment(byteStream(bytes), 'application/pdf', filename)
  },
}
