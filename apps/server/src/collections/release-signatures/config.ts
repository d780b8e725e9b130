import { RELEASE_SUBJECTS } from '@flugakte/domain'
import type { CollectionConfig } from 'payload'

import { byAircraft, nobody } from '../../access/rules'
import { appendAfterCreate } from '../../journey-log/event-log/append'

/**
 * Signatures of certificates of release to service (ML.A.801), append-only, written only by the release
 * sign-off endpoint in one transaction with its checks: which record (a rectification, a task completion
 * or an AD compliance record), its content hash (releaseContentHash), who signed, how and when, the
 * passkey's assertion, and the server's Ed25519 signature over the statement.
 */
export const ReleaseSignatures: CollectionConfig = {
  slug: 'release_signatures',
  admin: {
    useAsTitle: 'signed_at',
    group: 'Airworthiness',
    defaultColumns: ['signed_at', 'subject', 'record_id', 'signer', 'method'],
  },
  defaultSort: '-signed_at',
  hooks: { afterChange: [appendAfterCreate('release_signatures')] },
  access: {
    read: byAircraft('customer_aircraft'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  // A record is released once.
  indexes: [{ fields: ['subject', 'record_id'], unique: true }],
  fields: [
    { name: 'subject', type: 'select', required: true, options: [...RELEASE_SUBJECTS] },
    { name: 'record_id', type: 'number', required: true, index: true },
    { name: 'customer_aircraft', type: 'relationship', relationTo: 'customer_aircrafts', required: true, index: true },
    { name: 'signer', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'method', type: 'select', required: true, options: ['passkey', 'password'] },
    { name: 'credential_id', type: 'text' },
    { name: 'content_hash', type: 'text', required: true },
    { name: 'signed_at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'authenticator_data', type: 'textarea' },
    { name: 'client_data_json', type: 'textarea' },
    { name: 'signature', type: 'textarea' },
    // Ed25519 over releaseSignatureText() of the domain package, with the key named by key_id.
    { name: 'server_signature', type: 'text', required: true },
    { name: 'key_id', type: 'text', required: true },
  ],
}
