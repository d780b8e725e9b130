import type { CollectionConfig } from 'payload'

import { byAircraft, nobody } from '../../access/rules'

/**
 * Signed heads of an aircraft's logs. Version 1 (before the event log): the journey-log chain head, once
 * a day and on every export. Version 2: a head of the aircraft's event log (journey-log/event-log), one
 * after every write, once a day and on every export: the tree's size and root, the hash of the head
 * before, and the compact range the next append continues from.
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
  indexes: [{ fields: ['customer_aircraft', 'signed_at'] }, { fields: ['customer_aircraft', 'v', 'tree_size'] }],
  fields: [
    { name: 'customer_aircraft', type: 'relationship', relationTo: 'customer_aircrafts', required: true, index: true },
    { name: 'registration', type: 'text', required: true },
    { name: 'entries', type: 'number', required: true },
    { name: 'head_number', type: 'number' },
    { name: 'head_hash', type: 'text' },
    { name: 'signed_at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'reason', type: 'select', required: true, options: ['daily', 'export', 'append', 'migration'] },
    { name: 'v', type: 'number', defaultValue: 1 },
    { name: 'tree_size', type: 'number' },
    { name: 'root_hash', type: 'text' },
    // SHA-256 of the previous head's text (logHeadHash); null for the first.
    { name: 'previous', type: 'text' },
    // The roots of the tree's perfect subtrees, largest first (hex, JSON array): what the next append needs.
    { name: 'frontier', type: 'json' },
    // The migration's head: how many records stored before the event log it sealed.
    { name: 'sealed', type: 'number' },
    // Ed25519 over checkpointText() (v 1) or logHeadText() (v 2) of the domain package, with the key named by key_id.
    { name: 'signature', type: 'text', required: true },
    { name: 'key_id', type: 'text', required: true },
  ],
  timestamps: false,
}
