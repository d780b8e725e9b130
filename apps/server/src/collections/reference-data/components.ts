import { referenceCollection } from '../../lib/reference-collection'

/** Component types (engine, propeller, avionics); issue "airworthiness" adds installed parts. */
export const Components = referenceCollection('components', [
  { name: 'name', type: 'text', required: true },
  { name: 'manufacturer', type: 'text' },
  { name: 'part_number', type: 'text', unique: true },
  { name: 'category', type: 'select', options: ['engine', 'propeller', 'airframe', 'avionics', 'equipment'] },
])
