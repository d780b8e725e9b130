import type { CollectionConfig } from 'payload'

import { byAircraft, nobody } from '../../access/rules'
import { appendAfterCreate } from '../../journey-log/event-log/append'

/**
 * The pilot-in-command's sign-off of journey-log entries (AMC1 NCO.GEN.150(a)(12), § 30(4) LuftBO):
 * append-only. A row is written only by the sign-off endpoints, in one transaction with its checks; it
 * states what was signed (the entry's content hash), by whom, how and when. A passkey signature keeps
 * the WebAuthn assertion, so anybody with the credential's public key can check it; every row also
 * carries the server's Ed25519 signature over its statement (a password sign-off has no other proof).
 */
export const FlightLogSignatures: CollectionConfig = {
  slug: 'flight_log_signatures',
  admin: {
    useAsTitle: 'signed_at',
    group: 'Aircraft',
    defaultColumns: ['signed_at', 'flight_log', 'signer', 'method'],
  },
  defaultSort: '-signed_at',
  hooks: { afterChange: [appendAfterCreate('flight_log_signatures')] },
  access: {
    read: byAircraft('customer_aircraft'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  indexes: [{ fields: ['flight_log', 'signer'], unique: true }],
  fields: [
    { name: 'flight_log', type: 'relationship', relationTo: 'flight_logs', required: true, index: true },
    { name: 'customer_aircraft', type: 'relationship', relationTo: 'customer_aircrafts', required: true, index: true },
    { name: 'signer', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'method', type: 'select', required: true, options: ['passkey', 'password'] },
    { name: 'credential_id', type: 'text' },
    { name: 'content_hash', type: 'text', required: true },
    { name: 'signed_at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    // The WebAuthn assertion (base64url), present for a passkey signature.
    { name: 'authenticator_data', type: 'textarea' },
    { name: 'client_data_json', type: 'textarea' },
    { name: 'signature', type: 'textarea' },
    // Ed25519 over signatureText() of the domain package, with the key named by key_id.
    { name: 'server_signature', type: 'text', required: true },
    { name: 'key_id', type: 'text', required: true },
  ],
}
