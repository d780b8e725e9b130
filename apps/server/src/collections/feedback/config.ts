import { ValidationError, type CollectionConfig } from 'payload'

import { aircraftIdsInScope } from '../../access/aircraft-scope'
import { relationId } from '../../access/relation-id'
import { isAdministrator } from '../../access/roles'
import { administratorsOnly, authenticated } from '../../access/rules'

/** What users tell the administrators from the top bar, with the route and aircraft they were on. */
export const Feedback: CollectionConfig = {
  slug: 'feedback',
  admin: {
    useAsTitle: 'message',
    group: 'Administration',
    defaultColumns: ['createdAt', 'user', 'route', 'aircraft', 'status'],
  },
  defaultSort: '-createdAt',
  access: {
    read: async ({ req }) => {
      if (!req.user) return false
      if (await isAdministrator(req)) return true
      return { user: { equals: req.user.id } }
    },
    create: authenticated,
    update: administratorsOnly,
    delete: administratorsOnly,
  },
  hooks: {
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create' || !req.user) return data
        data.user = req.user.id
        data.status = 'new'
        const aircraft = relationId(data.aircraft)
        if (aircraft !== null) {
          const visible = await aircraftIdsInScope(req, 'visible')
          if (visible !== null && !visible.map(String).includes(String(aircraft))) {
            throw new ValidationError({
              collection: 'feedback',
              errors: [{ path: 'aircraft', message: 'Unknown aircraft' }],
            })
          }
        }
        return data
      },
    ],
  },
  fields: [
    { name: 'message', type: 'textarea', required: true, minLength: 3, maxLength: 5000 },
    { name: 'route', type: 'text', maxLength: 500 },
    { name: 'aircraft', type: 'relationship', relationTo: 'customer_aircrafts' },
    { name: 'user', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      options: ['new', 'in_progress', 'done'],
      access: { create: () => false },
    },
  ],
}
