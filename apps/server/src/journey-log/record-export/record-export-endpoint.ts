import { APIError, type Endpoint } from 'payload'

import { aircraftFromPath } from '../../endpoints/request-params'
import { byteStream } from '../../lib/byte-stream'
import { contentDisposition } from '../../lib/content-disposition'
import { heavyStream } from '../../lib/heavy-work/heavy-work'
import { say } from '../../lib/texts'
import { createCheckpoint } from '../checkpoints'
import { mayExportRecords } from './may-export-records'
import { recordExportZip } from './record-export-zip'

/**
 * GET /api/customer_aircrafts/:id/record-export: every record of the aircraft in one ZIP, streamed
 * (no Content-Length: it is written as it is read). Starts with a checkpoint of the journey log signed
 * for this export, which the ZIP carries and where its journey log ends. For whom, see mayExportRecords.
 */
export const recordExportEndpoint: Endpoint = {
  path: '/:id/record-export',
  method: 'get',
  handler: async (req) => {
    const id = await aircraftFromPath(req)
    if (!(await mayExportRecords(req, id))) {
      const message = say(req, 'recordExport:forbidden')
      throw new APIError(message, 403, { errors: [{ message }] }, true)
    }
    // Heavy work: it holds a place (or is refused with 429) until the ZIP's last byte has gone out.
    let filename = ''
    const bytes = await heavyStream(req, async () => {
      const checkpoint = await createCheckpoint(req, id, 'export')
      const exportedAt = new Date(checkpoint.signed_at)
      const meta = { aircraft: { id, registration: checkpoint.registration }, exportedAt, checkpoint }
      const zip = await recordExportZip(req, meta)
      filename = `${checkpoint.registration}-records-${exportedAt.toISOString().slice(0, 10)}.zip`
      return zip[Symbol.asyncIterator]()
    })
    return new Response(byteStream(bytes), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': contentDisposition('attachment', filename),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    })
  },
}
