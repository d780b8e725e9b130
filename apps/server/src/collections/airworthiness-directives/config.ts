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
      admin: { description: 'e.g. 2011-10-09 or US-2020-22-51' },
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
      admin: { description: 'Applies to these aircraft types' },
    },
    {
      name: 'components',
      type: 'relationship',
      relationTo: 'components',
      hasMany: true,
      admin: { description: 'Applies to each installed part of these component types' },
    },
    {
      name: 'recurrence',
      type: 'select',
      required: true,
      defaultValue: 'one_time',
      options: ['one_time', 'recurring'],
    },
    intervalField('compliance_time', 'Compliance time, counted from the effective date'),
    intervalField('repeat_interval', 'Repeat interval of a recurring AD, counted from the last compliance'),
  ],
})
