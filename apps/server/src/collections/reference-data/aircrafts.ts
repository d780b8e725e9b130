import { referenceCollection } from '../../lib/reference-collection'

/** An aircraft type as built (manufacturer, model, engine); customer_aircrafts are the real airframes. */
export const Aircrafts = referenceCollection(
  'aircrafts',
  [
    { name: 'manufacturer', type: 'text', required: true },
    { name: 'model', type: 'text', required: true, unique: true },
    { name: 'easa_types', type: 'relationship', relationTo: 'easa_types', required: true },
    { name: 'engine', type: 'text' },
    { name: 'propeller', type: 'text' },
    { name: 'seats', type: 'number', min: 1, max: 20 },
    { name: 'mtow_kg', type: 'number', min: 0 },
  ],
  { useAsTitle: 'model' },
)
