import { DEFECT_PHOTO_TYPES } from '@flugakte/domain'
import type { CollectionConfig } from 'payload'

import { administratorsOnly, byAircraft, nobody } from '../../access/rules'
import { withAudit } from '../../audit/with-audit'

/**
 * Photos of reported defects, stored resized (the submit endpoint writes them with the report). A photo
 * is as private as its aircraft: its file is served by Payload only after `read` access.
 */
export const DefectPhotos: CollectionConfig = withAudit({
  slug: 'defect_photos',
  admin: { useAsTitle: 'filename', group: 'Airworthiness' },
  access: {
    read: byAircraft('customer_aircraft'),
    readVersions: administratorsOnly,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  upload: {
    // Beside the documents' files: one upload folder, which the backup copies by the names the rows hold
    // (Payload keeps a name unique in the folder, whichever collection wrote it).
    staticDir: process.env.MEDIA_DIR || 'media',
    mimeTypes: [...DEFECT_PHOTO_TYPES],
  },
  fields: [
    { name: 'customer_aircraft', type: 'relationship', relationTo: 'customer_aircrafts', required: true, index: true },
  ],
})
