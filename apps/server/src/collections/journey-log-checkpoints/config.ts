import type { CollectionConfig } from 'payload'

import { byAircraft, nobody } from '../../access/rules'

/**
 * An aircraft's journey-log chain head at a moment, signed with the server's Ed25519 key: once a day
 * and on every export. An entry changed in the database after a checkpoint no longer leads to the
 * signed head, even if whoever changed it recomputed every hash.
 */
export const JourneyLogCheckpoints: CollectionConfig = {
  slug: 'journey_log_checkpoints',
  admin: {
    useAsTitle: 'signed_at',
    group: 'Aircraft',
    defaultColumns: ['signed_at', 'customer_aircraft', 'entries', 'reason'],
  },
  defaultSort: '-signed_at',
  access: {
    read: byAircraft('customer_aircraft'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  indexes: [{ fields: ['customer_aircraft', 'signed_at'] }],
  fields: [
    { name: 'customer_aircraft', type: 'relationship', relationTo: 'customer_aircrafts', required: true, index: true },
    { name: 'registration', type: 'text', required: true },
    { name: 'entries', type: 'number', required: true },
    { name: 'head_number', type: 'number' },
    { name: 'head_hash', type: 'text' },
    { name: 'signed_at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'reason', type: 'select', required: true, options: ['daily', 'export'] },
    // Ed25519 over checkpointText() of the domain package, with the key named by key_id.
    { name: 'signature', type: 'text', required: true },
    { name: 'key_id', type: 'text', required: true },
  ],
  timestamps: false,
}
