import { randomUUID } from 'node:crypto'

import { DEFECT_PHOTO_MAX_SIDE, MAX_DEFECT_PHOTO_BYTES, MAX_DEFECT_PHOTOS } from '@flugakte/domain'
import type { File, PayloadRequest } from 'payload'
import sharp from 'sharp'

import { heavyWork } from '../lib/heavy-work/heavy-work'
import { refuseFields } from '../lib/refuse'
import { say, type TextKey } from '../lib/texts'

/**
 * The most pixels a photo may have (40 MP, more than a phone camera takes): decoding holds the whole
 * bitmap, 4 bytes a pixel, so a small PNG that declares 16 383 × 16 383 pixels would take 1 GiB.
 */
export const MAX_DEFECT_PHOTO_PIXELS = 40_000_000

/** A photo as stored: re-encoded as JPEG, no larger than DEFECT_PHOTO_MAX_SIDE, without its metadata. */
export type PreparedPhoto = File & { mimetype: 'image/jpeg' }

type Upload = { data: Buffer; size?: number; truncated?: boolean }

/** The file field of a report's photos in a multipart body. */
export const PHOTOS_FIELD = 'photos'

const JPEG = Buffer.from([0xff, 0xd8, 0xff])
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The type a photo's first bytes name (what the sender declares does not count). */
function isPngOrJpeg(data: Buffer) {
  return data.subarray(0, JPEG.length).equals(JPEG) || data.subarray(0, PNG.length).equals(PNG)
}

function refusePhotos(req: PayloadRequest, key: TextKey, vars?: Record<string, number>): never {
  refuseFields(req, 'defects', [{ path: PHOTOS_FIELD, message: say(req, key, vars) }])
}

/** The photos sent in the multipart field `photos` (none for a JSON body). */
export function uploadedPhotos(req: PayloadRequest): Upload[] {
  const sent = req.files?.[PHOTOS_FIELD]
  if (!sent) return []
  return (Array.isArray(sent) ? sent : [sent]) as Upload[]
}

/**
 * Checks the photos of a report (how many, PNG or JPEG by their content, how large) and re-encodes
 * each: turned upright by its EXIF orientation, shrunk to at most DEFECT_PHOTO_MAX_SIDE on its longer
 * side, JPEG. The output carries no metadata (sharp drops it unless asked to keep it), so no GPS
 * position or camera serial number reaches the records. 400 at the field `photos` otherwise, also for
 * a photo of more than MAX_DEFECT_PHOTO_PIXELS (read from its header, before decoding); 429 while the
 * server's heavy work is full (see heavyWork).
 */
export async function preparePhotos(req: PayloadRequest, uploads: readonly Upload[]): Promise<PreparedPhoto[]> {
  if (uploads.length > MAX_DEFECT_PHOTOS) refusePhotos(req, 'defects:tooManyPhotos', { max: MAX_DEFECT_PHOTOS })
  for (const upload of uploads) {
    // Multipart uploads are cut one byte past the server's general limit and marked truncated.
    const size = upload.data?.length ?? 0
    if (upload.truncated === true || size > MAX_DEFECT_PHOTO_BYTES) {
      refusePhotos(req, 'defects:photoSize', { megabytes: MAX_DEFECT_PHOTO_BYTES / 1024 / 1024 })
    }
    if (!isPngOrJpeg(upload.data)) refusePhotos(req, 'defects:photoType')
  }
  // Width and height from the header, before any pixel is decoded.
  for (const upload of uploads) {
    let pixels: number
    try {
      const { width, height } = await sharp(upload.data, { limitInputPixels: false }).metadata()
      pixels = (width ?? 0) * (height ?? 0)
    } catch {
      refusePhotos(req, 'defects:photoUnreadable')
    }
    if (!(pixels > 0)) refusePhotos(req, 'defects:photoUnreadable')
    if (pixels > MAX_DEFECT_PHOTO_PIXELS) {
      refusePhotos(req, 'defects:photoPixels', { megapixels: MAX_DEFECT_PHOTO_PIXELS / 1_000_000 })
    }
  }
  if (uploads.length === 0) return []
  // Decoding is heavy work: it waits for a place (or is refused with 429) like a PDF.
  return heavyWork(req, () => reencoded(req, uploads))
}

async function reencoded(req: PayloadRequest, uploads: readonly Upload[]): Promise<PreparedPhoto[]> {
  const prepared: PreparedPhoto[] = []
  // One after the other: each decode holds a full-size bitmap in memory.
  for (const upload of uploads) {
    let data: Buffer
    try {
      // sharp's own limit as well, should a header lie about the size.
      data = await sharp(upload.data, { limitInputPixels: MAX_DEFECT_PHOTO_PIXELS })
        .rotate()
        .resize({
          width: DEFECT_PHOTO_MAX_SIDE,
          height: DEFECT_PHOTO_MAX_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .jpeg({ quality: 82 })
        .toBuffer()
    } catch {
      refusePhotos(req, 'defects:photoUnreadable')
    }
    // A name of the server's choosing: the sender's file name says nothing the record needs.
    prepared.push({ data, mimetype: 'image/jpeg', name: `${randomUUID()}.jpg`, size: data.length })
  }
  return prepared
}
