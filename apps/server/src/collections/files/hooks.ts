import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

/** PDF for documents, reports and manuals; PNG and JPEG for photographed certificates and findings. */
export const ALLOWED_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg']

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024

const MESSAGES = {
  type: {
    de: 'Nur PDF-, PNG- oder JPEG-Dateien können hochgeladen werden',
    en: 'Only PDF, PNG or JPEG files can be uploaded',
  },
  size: {
    de: `Die Datei ist größer als ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
    en: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
  },
} as const

function refuse(req: PayloadRequest, key: keyof typeof MESSAGES): never {
  const message = MESSAGES[key][req.i18n?.language === 'en' ? 'en' : 'de']
  throw new APIError(message, 400, [{ path: 'file', message }], true)
}

/**
 * A clear 400 before Payload stores anything: the declared type and the size (multipart uploads are
 * cut one byte past the limit, so an oversized file arrives here instead of aborting with 413; Local
 * API uploads have no limit of their own). Payload then checks that the content matches the type.
 */
export const checkUpload: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  const type = (file.mimetype ?? '').split(';')[0].trim().toLowerCase()
  if (!ALLOWED_MIME_TYPES.includes(type)) refuse(req, 'type')
  const size = file.size ?? file.data?.length ?? 0
  const truncated = (file as { truncated?: boolean }).truncated === true
  if (truncated || size > MAX_UPLOAD_BYTES) refuse(req, 'size')
  return args
}
