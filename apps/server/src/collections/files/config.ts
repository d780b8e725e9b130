import type { CollectionConfig } from 'payload'

import { ROLES } from '../../access/roles'
import { administratorsOnly, mayAct } from '../../access/rules'
import { withAudit } from '../../audit/with-audit'
import { readFiles } from './access'
import { ALLOWED_MIME_TYPES, checkUpload, refuseUnreadableUpload } from './hooks'
import { serveFileEndpoint } from './serve-file'

export { MAX_UPLOAD_BYTES } from './hooks'

/**
 * Stored files behind documents. The file URL is served by Payload only after `read` access, so a
 * file is as private as the documents that point at it.
 */
export const Files: CollectionConfig = withAudit({
  slug: 'files',
  admin: { useAsTitle: 'filename', group: 'Documents' },
  access: {
    read: readFiles,
    readVersions: administratorsOnly,
    create: ({ req }) => mayAct(req, ROLES.operator, ROLES.maintenanceCompany, ROLES.cao),
    // Replacing the bytes behind a record would change it silently.
    update: administratorsOnly,
    delete: administratorsOnly,
  },
  upload: {
    staticDir: process.env.MEDIA_DIR || 'media',
    mimeTypes: ALLOWED_MIME_TYPES,
    // Thumbnails would need sharp (LGPL libvips); documents are shown as files.
    disableLocalStorage: false,
  },
  hooks: { beforeOperation: [checkUpload], afterError: [refuseUnreadableUpload] },
  endpoints: [serveFileEndpoint],
  fields: [{ name: 'title', type: 'text' }],
})
