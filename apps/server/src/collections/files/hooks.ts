import {
  APIError,
  type CollectionAfterErrorHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { say } from '../../lib/texts'

/** PDF for documents, reports and manuals; PNG and JPEG for photographed certificates and findings. */
export const ALLOWED_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg']

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024

/** A NUL, raw or percent-encoded, cuts a name short in C libraries and file systems: never stored. */
const hasNul = (name: string) => name.includes('\u0000') || /%00/.test(name)

function refuse(req: PayloadRequest, key: 'type' | 'size' | 'name'): never {
  const message = say(req, `files:${key}`, { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 })
  throw new APIError(message, 400, [{ path: 'file', message }], true)
}

/**
 * A clear 400 before Payload stores anything: the declared type and the size (multipart uploads are
 * cut one byte past the limit, so an oversized file arrives here instead of aborting with 413; Local
 * API uploads have no limit of their own), and a name without NUL. Payload then checks that the
 * content matches the type.
 */
export const checkUpload: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  if (hasNul(file.name ?? '')) refuse(req, 'name')
  const type = (file.mimetype ?? '').split(';')[0].trim().toLowerCase()
  if (!ALLOWED_MIME_TYPES.includes(type)) refuse(req, 'type')
  const size = file.size ?? file.data?.length ?? 0
  const truncated = (file as { truncated?: boolean }).truncated === true
  if (truncated || size > MAX_UPLOAD_BYTES) refuse(req, 'size')
  return args
}

/**
 * A multipart body the parser cannot read (a raw NUL or another control character in a part header,
 * a cut-off body) fails before any hook runs, as a plain error that Payload answers with 500. It is
 * the sender's fault, so it answers 400 with a message; nothing was stored, as no operation ran.
 */
export const refuseUnreadableUpload: CollectionAfterErrorHook = ({ error, req }) => {
  const multipart = (req.headers?.get('content-type') ?? '').toLowerCase().startsWith('multipart/')
  const status = (error as { status?: number }).status
  if (!multipart || req.file || req.files || (status !== undefined && status !== 500)) return
  const message = say(req, 'files:unreadable')
  return { status: 400, response: { errors: [{ message, data: { errors: [{ path: 'file', message }] } }] } }
}
