import { ATA_CHAPTERS } from '@flugakte/domain'
import type { CollectionConfig, FieldAccess } from 'payload'

import { byAircraft, nobody, versionsByAircraft } from '../../access/rules'
import { withAudit } from '../../audit/with-audit'
import { assignDefectNumber } from './defect-number'
import { submitDefectEndpoint } from './submit-endpoint'

/** Set by the server only: a value sent with a create is dropped. */
const serverSet: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false }

/**
 * Defects reported from the field (ML.A.403), append-only: a report is never changed; what maintenance
 * does about it is a `defect_actions` record. Written through POST /api/defects/submit (with photos,
 * idempotent by the device's client id), read by everyone who sees the aircraft.
 */
export const Defects: CollectionConfig = withAudit({
  slug: 'defects',
  admin: {
    useAsTitle: 'description',
    group: 'Airworthiness',
    defaultColumns: ['reported_at', 'customer_aircraft', 'description', 'unsafe'],
  },
  defaultSort: '-reported_at',
  access: {
    read: byAircraft('customer_aircraft'),
    readVersions: versionsByAircraft('customer_aircraft'),
    // Only the submit endpoint writes, after its checks, in one transaction with the photos.
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  endpoints: [submitDefectEndpoint],
  hooks: { beforeChange: [assignDefectNumber] },
  indexes: [
    { fields: ['customer_aircraft', 'client_id'], unique: true },
    { fields: ['customer_aircraft', 'number'], unique: true },
  ],
  fields: [
    { name: 'customer_aircraft', type: 'relationship', relationTo: 'customer_aircrafts', required: true, index: true },
    // The aircraft's own count (assignDefectNumber).
    { name: 'number', type: 'number', access: serverSet, admin: { readOnly: true } },
    { name: 'flight_log', type: 'relationship', relationTo: 'flight_logs', index: true },
    { name: 'client_id', type: 'text', admin: { readOnly: true } },
    { name: 'description', type: 'textarea', required: true },
    { name: 'ata_chapter', type: 'select', options: [...ATA_CHAPTERS] },
    { name: 'unsafe', type: 'checkbox', defaultValue: false },
    { name: 'photos', type: 'relationship', relationTo: 'defect_photos', hasMany: true },
    { name: 'reported_by', type: 'relationship', relationTo: 'users', access: serverSet, admin: { readOnly: true } },
    {
      name: 'reported_at',
      type: 'date',
      required: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'author_company',
      type: 'relationship',
      relationTo: 'companies',
      access: serverSet,
      admin: { readOnly: true },
    },
  ],
})
