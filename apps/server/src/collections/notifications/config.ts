import type { Access, CollectionConfig, FieldAccess } from 'payload'

import { isAdministrator } from '../../access/roles'
import { administratorsOnly } from '../../access/rules'
import { checkDueEndpoint } from '../../endpoints/airworthiness/check-due-endpoint'

const ownOnly: Access = ({ req }) => (req.user ? { recipient: { equals: req.user.id } } : false)
const administratorsField: FieldAccess = ({ req }) => isAdministrator(req)
const serverOnly = { create: () => false, update: () => false }

/**
 * A user's notifications in the top bar. Recipients may only mark them read; the texts are kept in
 * both languages. Written by administrators and by the server (due items, expiring documents).
 */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  admin: {
    useAsTitle: 'subject',
    group: 'Administration',
    defaultColumns: ['createdAt', 'recipient', 'subject', 'read'],
  },
  defaultSort: '-createdAt',
  access: {
    read: ownOnly,
    create: administratorsOnly,
    update: ownOnly,
    delete: administratorsOnly,
  },
  indexes: [{ fields: ['recipient', 'key'], unique: true }],
  endpoints: [checkDueEndpoint],
  fields: [
    {
      name: 'recipient',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: { update: administratorsField },
    },
    { name: 'subject', type: 'text', required: true, localized: true, access: { update: administratorsField } },
    { name: 'message', type: 'textarea', localized: true, access: { update: administratorsField } },
    { name: 'link', type: 'text', access: { update: administratorsField } },
    {
      name: 'key',
      type: 'text',
      access: { update: administratorsField },
    },
    { name: 'read', type: 'checkbox', defaultValue: false, index: true },
    // Repeated reports of one user on one aircraft within minutes make one notice whose count rises
    // (defects/notify-defect.ts): the group they share and until when another report joins it.
    { name: 'count', type: 'number', defaultValue: 1, min: 1, admin: { readOnly: true }, access: serverOnly },
    { name: 'coalesce_key', type: 'text', index: true, admin: { readOnly: true }, access: serverOnly },
    { name: 'coalesce_until', type: 'date', admin: { readOnly: true }, access: serverOnly },
    // The e-mail of a notice (company admins): claimed, then sent, by the noticeMail job (notice-mail.ts).
    { name: 'email_claimed_at', type: 'date', admin: { readOnly: true }, access: serverOnly },
    { name: 'emailed_at', type: 'date', admin: { readOnly: true }, access: serverOnly },
  ],
}
