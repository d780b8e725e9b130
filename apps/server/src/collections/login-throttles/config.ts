import type { CollectionConfig } from 'payload'

import { administratorsOnly, nobody } from '../../access/rules'

/**
 * Failed logins counted per account (`account:<e-mail>`), per known device (`device:<id>`, see
 * users/device-cookie.ts) and per client address (`address:<ip>`, only ever slowed); also the passkey
 * sign-in challenges already answered (`passkey-challenge:<challenge>`, until they would have expired),
 * so each is answered once. Only the server writes them, in single atomic statements (see
 * users/login-throttle.ts); a lock ends on its own, and an administrator may lift it early by deleting
 * the row.
 */
export const LoginThrottles: CollectionConfig = {
  slug: 'login_throttles',
  admin: {
    useAsTitle: 'key',
    group: 'Administration',
    defaultColumns: ['key', 'failures', 'blocked_until', 'last_failure_at'],
  },
  access: {
    read: administratorsOnly,
    create: nobody,
    update: nobody,
    delete: administratorsOnly,
  },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'failures', type: 'number', required: true, defaultValue: 0 },
    { name: 'last_failure_at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'blocked_until', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
