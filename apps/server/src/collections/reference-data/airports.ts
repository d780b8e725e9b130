import type { CollectionConfig } from 'payload'

import { administratorsOnly, authenticated } from '../../access/rules'
import { formatRule } from '../../lib/format-rule'

export const Airports: CollectionConfig = {
  slug: 'airports',
  admin: { useAsTitle: 'icao', group: 'Reference data', defaultColumns: ['icao', 'apt_name', 'apt_country_man', 'status'] },
  defaultSort: 'apt_name',
  // Where an entry names an aerodrome: its code and name, not its country (one read less per entry read).
  defaultPopulate: { icao: true, apt_name: true },
  access: {
    read: authenticated,
    create: administratorsOnly,
    update: administratorsOnly,
    delete: administratorsOnly,
  },
  fields: [
    { name: 'apt_name', type: 'text', required: true, index: true },
    {
      name: 'icao',
      type: 'text',
      required: true,
      unique: true,
      validate: formatRule((value) => /^[A-Z0-9]{4}$/.test(value), 'icao'),
    },
    { name: 'apt_country_man', type: 'relationship', relationTo: 'countries' },
    { name: 'status', type: 'select', options: ['published', 'draft', 'archived'], defaultValue: 'published', index: true },
  ],
}
