import type { DefectView } from '@flugakte/domain'
import type { Endpoint, PayloadRequest } from 'payload'
import sharp from 'sharp'

import { aircraftDefects } from '../../defects/aircraft-defects'
import { aircraftOf } from '../../journey-log/bordbuch-pdf/bordbuch-document'
import { heavyWork, inWorker } from '../../lib/heavy-work/heavy-work'
import { readStoredFile } from '../../journey-log/record-export/stored-file'
import { attachment, downloadOptions } from '../airworthiness/download'
import { aircraftFromPath } from '../request-params'

/** The longer side of a printed photo, in pixels: sharp enough at the printed size, small in the file. */
const THUMBNAIL_SIDE = 360

/**
 * Each photo of the defects as a small JPEG, one after the other (each decode holds a bitmap); a photo
 * that cannot be read is left out, and the PDF names it instead.
 */
async function thumbnailsOf(req: PayloadRequest, defects: readonly DefectView[]) {
  const thumbnails = new Map<number, Uint8Array>()
  for (const photo of defects.flatMap((defect) => defect.photos)) {
    try {
      const chunks: Buffer[] = []
      for await (const chunk of await readStoredFile(req, photo, 'defect_photos')) chunks.push(chunk as Buffer)
      const bytes = await sharp(Buffer.concat(chunks))
        .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 70 })
        .toBuffer()
      thumbnails.set(photo.id, new Uint8Array(bytes))
    } catch (error) {
      req.payload.logger.warn({ err: error }, `Defect photo ${photo.id} could not be printed`)
    }
  }
  return thumbnails
}

/**
 * GET /api/customer_aircrafts/:id/defects.pdf: the aircraft's open and deferred defects for its papers,
 * in the caller's language, for anyone who may see the aircraft (404 otherwise).
 */
export const defectsPdfEndpoint: Endpoint = {
  path: '/:id/defects.pdf',
  method: 'get',
  handler: async (req) => {
    const id = await aircraftFromPath(req)
    // Reading the photos and laying out the pages is heavy work (a place, or 429).
    const { list, aircraft, pdf } = await heavyWork(req, async () => {
      const [list, aircraft] = await Promise.all([aircraftDefects(req, id), aircraftOf(req, id)])
      const defects = list.defects.filter((defect) => defect.state !== 'closed')
      // The pages are laid out in a worker thread.
      const pdf = await inWorker(req, 'defectsPdf', {
        input: { aircraft, summary: list.summary, defects, thumbnails: await thumbnailsOf(req, defects) },
        options: downloadOptions(req),
      })
      return { list, aircraft, pdf }
    })
    return attachment(pdf, 'application/pdf', `${aircraft.registration}-defects-${list.today}.pdf`)
  },
}
