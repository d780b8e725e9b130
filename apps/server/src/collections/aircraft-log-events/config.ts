import { LOG_COLLECTIONS } from '@flugakte/domain'
import type { CollectionConfig } from 'payload'

import { byAircraft, nobody } from '../../access/rules'

/**
 * The leaves of each aircraft's event log (journey-log/event-log): which record sits at which place of
 * the aircraft's Merkle tree, and the hash of the leaf. Written only by the server, in the transaction
 * that stores the record; nobody changes or deletes a leaf.
 */
export const AircraftLogEvents: CollectionConfig = {
  slug: 'aircraft_log_events',
  admin: {
    useAsTitle: 'seq',
    group: 'Aircraft',
    defaultColumns: ['customer_aircraft', 'seq', 'subject', 'subject_id'],
  },
  defaultSort: 'seq',
  access: {
    read: byAircraft('customer_aircraft'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  // A record is one leaf (its collection refuses deletes, so its id is never taken again).
  indexes: [{ fields: ['customer_aircraft', 'seq'], unique: true }, { fields: ['subject', 'subject_id'] }],
  fields: [
    { name: 'customer_aircraft', type: 'relationship', relationTo: 'customer_aircrafts', required: true, index: true },
    // The leaf's index in the aircraft's tree: 0, 1, 2 … without gaps.
    { name: 'seq', type: 'number', required: true },
    { name: 'subject', type: 'select', required: true, options: [...LOG_COLLECTIONS] },
    { name: 'subject_id', type: 'number', required: true },
    // logContentDigest of the record's content when it was stored.
    { name: 'digest', type: 'text', required: true },
    // RFC 9162 leaf hash of logLeafText, hex.
    { name: 'leaf_hash', type: 'text', required: true },
  ],
  timestamps: false,
}
