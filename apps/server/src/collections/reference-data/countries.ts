import { localizedName, referenceCollection } from '../../lib/reference-collection'

export const Countries = referenceCollection('countries', [
  localizedName,
  { name: 'code', type: 'text', required: true, unique: true },
])
