import { createReadStream } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'

import type { PayloadRequest } from 'payload'

/** The upload collections whose files the server reads back (the record export, the defects PDF). */
export type UploadCollection = 'files' | 'defect_photos'

/**
 * The bytes of a stored upload, wherever the files live: through the storage adapter's handler when
 * uploads go to S3 (the same handler Payload's file route asks), else from the upload folder on disk.
 * The caller has read the upload's record (of `collection`) as the requesting user.
 */
export async function readStoredFile(
  req: PayloadRequest,
  file: { id: number; filename?: string | null },
  collection: UploadCollection = 'files',
): Promise<Readable> {
  const filename = file.filename
  if (!filename) throw new Error(`File ${file.id} has no stored name`)
  const upload = req.payload.collections[collection].config.upload
  for (const handler of upload.handlers ?? []) {
    const response = await handler(req, {
      doc: file as never,
      headers: new Headers(),
      params: { collection, filename },
    })
    if (response instanceof Response) {
      if (!response.ok || !response.body) throw new Error(`File ${filename} answered ${response.status}`)
      return Readable.fromWeb(response.body as NodeWebStream<Uint8Array>)
    }
  }
  const folder = path.resolve(upload.staticDir || 'files')
  const location = path.resolve(folder, filename)
  if (!location.startsWith(folder + path.sep)) throw new Error(`File ${filename} lies outside the upload folder`)
  const stream = createReadStream(location)
  // Opened before the stream is handed on, so a missing file is an error here and not halfway through.
  await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject))
  return stream
}
