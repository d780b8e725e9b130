import type { Endpoint, PayloadRequest } from 'payload'

import { contentDisposition } from '../../lib/content-disposition'

const FILE_PATH = '/file/:filename'

/**
 * GET /api/files/file/:filename: Payload's own file route (read access, ranges, content type), with
 * the headers every file the server serves carries: never sniffed as another type, and a
 * Content-Disposition with the stored name made safe (no control or bidi characters). `inline`, so a
 * PDF opens in the browser's viewer; uploads are only PDF, PNG or JPEG, whose content Payload checks.
 *
 * Payload runs a collection's own endpoints before its built-in ones, so this one answers the route
 * and hands the work to the built-in handler it finds in the sanitised config.
 */
export const serveFileEndpoint: Endpoint = {
  path: FILE_PATH,
  method: 'get',
  handler: async (req: PayloadRequest) => {
    const builtIn = req.payload.collections.files.config.endpoints
      ? req.payload.collections.files.config.endpoints.find(
          (endpoint) => endpoint.path === FILE_PATH && endpoint.method === 'get' && endpoint !== serveFileEndpoint,
        )
      : undefined
    if (!builtIn) throw new Error('Payload’s file endpoint is missing')
    const response = await builtIn.handler(req)
    const headers = new Headers(response.headers)
    headers.set('X-Content-Type-Options', 'nosniff')
    if (response.ok) {
      headers.set('Content-Disposition', contentDisposition('inline', String(req.routeParams?.filename ?? '')))
    }
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  },
}
