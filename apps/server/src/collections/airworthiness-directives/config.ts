import type { CollectionConfig } from 'payload'

import { administratorsOnly, authenticated } from '../../access/rules'
import { withAudit } from '../../audit/with-audit'
import { intervalField } from '../../lib/shared-fields'

/**
 * Airworthiness directives as the authority publishes them (public information, so every signed-in
 * user reads them); whether one is done is recorded per aircraft in ad_compliances.
 */
export const AirworthinessDirectives: CollectionConfig = withAudit({
  slug: 'airworthiness_directives',
  admin: {
    useAsTitle: 'number',
    group: 'Airworthiness',
    defaultColumns: ['number', 'revision', 'title', 'authority', 'effective_date', 'recurrence'],
    listSearchableFields: ['number', 'title'],
  },
  defaultSort: 'number',
  access: { read: authenticated, create: administratorsOnly, update: administratorsOnly, delete: administratorsOnly },
  fields: [
    {
      name: 'number',
      type: 'text',
      required: true,
      unique: true,
    },
    { name: 'revision', type: 'text' },
    { name: 'authority', type: 'relationship', relationTo: 'authorities' },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'effective_date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    {
      name: 'easa_types',
      type: 'relationship',
      relationTo: 'easa_types',
      hasMany: true,
    },
    {
      name: 'components',
      type: 'relationship',
      relationTo: 'components',
      hasMany: true,
    },
    {
      name: 'recurrence',
      type: 'select',
      required: true,
      defaultValue: 'one_time',
      options: ['one_time', 'recurring'],
    },
    intervalField('compliance_time'),
    intervalField('repeat_interval'),
  ],
})
