import { referenceCollection } from '../../lib/reference-collection'

export const EasaTypes = referenceCollection(
  'easa_types',
  [
    { name: 'name', type: 'text', required: true, admin: { description: 'Type certificate name, e.g. Cessna 172' } },
    { name: 'variant', type: 'text', required: true, unique: true, admin: { description: 'e.g. C172S' } },
  ],
  { useAsTitle: 'variant' },
)
