import type { CollectionConfig } from 'payload'

import { isAdministrator } from '../../access/roles'
import { nobody } from '../../access/rules'

/** The audit log: written only by hooks (with overrideAccess), never by a request. */
export const Activity: CollectionConfig = {
  slug: 'activity',
  admin: {
    useAsTitle: 'timestamp',
    group: 'Administration',
    defaultColumns: ['timestamp', 'action', 'collection', 'item', 'user'],
  },
  defaultSort: '-timestamp',
  access: {
    read: async ({ req }) => {
      if (!req.user) return false
      if (await isAdministrator(req)) return true
      return { user: { equals: req.user.id } }
    },
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      options: ['create', 'update', 'delete', 'login'],
      index: true,
    },
    { name: 'collection', type: 'text', required: true, index: true },
    { name: 'item', type: 'text', required: true, index: true },
    { name: 'timestamp', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'ip', type: 'text' },
    { name: 'user_agent', type: 'text' },
    { name: 'origin', type: 'text' },
    { name: 'comment', type: 'textarea' },
  ],
  timestamps: false,
}
