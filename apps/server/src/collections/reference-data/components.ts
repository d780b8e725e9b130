import { localizedName, referenceCollection } from '../../lib/reference-collection'
import { intervalField } from '../../lib/shared-fields'

/**
 * Component types (engine, propeller, avionics …) with their manufacturer's limits; aircraft list the
 * installed parts (customer_aircrafts.comp_serialized / comp_unserialized), which may override them.
 */
export const Components = referenceCollection('components', [
  localizedName,
  { name: 'manufacturer', type: 'text' },
  { name: 'part_number', type: 'text', unique: true },
  { name: 'category', type: 'select', options: ['engine', 'propeller', 'airframe', 'avionics', 'equipment'] },
  intervalField('life_limit'),
  intervalField('overhaul_interval'),
])
