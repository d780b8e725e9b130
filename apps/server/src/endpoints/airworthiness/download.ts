import type { PayloadRequest } from 'payload'

import { languageOf } from '../../lib/refuse'

export const wantsDownload = (req: PayloadRequest) => ['true', '1'].includes(req.searchParams.get('download') ?? '')

/** A file the browser saves rather than shows. */
export function attachment(body: Uint8Array | string, contentType: string, filename: string): Response {
  return new Response(body as BodyInit, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

export const downloadOptions = (req: PayloadRequest) => ({ language: languageOf(req), generatedAt: new Date() })
