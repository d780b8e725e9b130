import { referenceCollection } from '../../lib/reference-collection'

export const Authorities = referenceCollection('authorities', [
  { name: 'name', type: 'text', required: true, unique: true },
  { name: 'abbr', type: 'text' },
  { name: 'country', type: 'relationship', relationTo: 'countries' },
])
