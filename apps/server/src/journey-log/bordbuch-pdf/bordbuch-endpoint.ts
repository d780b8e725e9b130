import { isIsoDate } from '@flugakte/domain'
import { APIError, type Endpoint, type PayloadRequest } from 'payload'

import { attachment } from '../../endpoints/airworthiness/download'
import { aircraftFromPath } from '../../endpoints/request-params'
import { say } from '../../lib/texts'
import { bordbuchPdf } from './bordbuch-document'
import { byteStream } from '../../lib/byte-stream'

function refuse(req: PayloadRequest, path: string, message: string): never {
  throw new APIError(message, 400, { errors: [{ path, message }] }, true)
}

/** `from`/`to`: a calendar day (YYYY-MM-DD) or absent. */
function dayParam(req: PayloadRequest, name: 'from' | 'to'): string | null {
  const value = req.searchParams.get(name)
  if (value === null || value === '') return null
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isIsoDate(value)) {
    refuse(req, name, say(req, 'bordbuch:badDate', { param: name }))
  }
  return value
}

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
    const from = dayParam(req, 'from')
    const to = dayParam(req, 'to')
    if (from && to && from > to) refuse(req, 'from', say(req, 'bordbuch:badRange'))
    const pdf = await bordbuchPdf(req, id, { from, to })
    return attachment(byteStream(pdf.bytes), 'application/pdf', pdf.filename)
  },
}
