import { referenceCollection } from '../../lib/reference-collection'

export const EasaTypes = referenceCollection(
  'easa_types',
  [
    { name: 'name', type: 'text', required: true },
    { name: 'variant', type: 'text', required: true, unique: true },
  ],
  { useAsTitle: 'variant' },
)
