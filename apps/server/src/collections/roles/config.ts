import type { CollectionConfig } from 'payload'

import { administratorsOnly, authenticated } from '../../access/rules'

export const Roles: CollectionConfig = {
  slug: 'roles',
  defaultPopulate: { name: true },
  admin: { useAsTitle: 'name', group: 'Administration' },
  access: {
    read: authenticated,
    create: administratorsOnly,
    update: administratorsOnly,
    delete: administratorsOnly,
  },
  fields: [{ name: 'name', type: 'text', required: true, unique: true }],
}
