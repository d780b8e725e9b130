import type { Access, CollectionConfig } from 'payload'

import { nobody } from '../../access/rules'
import { registerEndpoint } from './register-endpoint'
import { registrationOptionsEndpoint } from './registration-options-endpoint'

const ownOnly: Access = ({ req }) => (req.user ? { user: { equals: req.user.id } } : false)

/**
 * A user's passkeys (WebAuthn credentials) for signing journey-log entries. Registered and used only
 * through the passkey endpoints; kept for ever, because old signatures are checked with their public
 * keys (the record export carries them).
 */
export const Passkeys: CollectionConfig = {
  slug: 'passkeys',
  admin: {
    useAsTitle: 'name',
    group: 'Administration',
    defaultColumns: ['name', 'user', 'createdAt'],
  },
  access: {
    read: ownOnly,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  endpoints: [registrationOptionsEndpoint, registerEndpoint],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'name', type: 'text', required: true },
    { name: 'credential_id', type: 'text', required: true, unique: true },
    // COSE public key, base64url, as the authenticator gave it.
    { name: 'public_key', type: 'textarea', required: true },
    { name: 'counter', type: 'number', required: true, defaultValue: 0 },
    { name: 'transports', type: 'json' },
  ],
}
