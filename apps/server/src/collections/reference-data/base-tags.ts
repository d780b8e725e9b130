import { localizedName, referenceCollection } from '../../lib/reference-collection'

export const BaseTags = referenceCollection('base_tags', [
  localizedName,
  { name: 'abbr', type: 'text', required: true, unique: true },
])
