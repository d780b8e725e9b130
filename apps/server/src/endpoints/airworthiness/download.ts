import type { PayloadRequest } from 'payload'

import { contentDisposition } from '../../lib/content-disposition'
import { languageOf } from '../../lib/refuse'

export const wantsDownload = (req: PayloadRequest) => ['true', '1'].includes(req.searchParams.get('download') ?? '')

/** A file the browser saves rather than shows, and never sniffs as another type. */
export function attachment(
  body: Uint8Array | string | ReadableStream<Uint8Array>,
  contentType: string,
  filename: string,
): Response {
  return new Response(body as BodyInit, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': contentDisposition('attachment', filename),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
}

export const downloadOptions = (req: PayloadRequest) => ({ language: languageOf(req), generatedAt: new Date() })
