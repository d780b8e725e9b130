import { localizedName, referenceCollection } from '../../lib/reference-collection'

export const BseMntTypes = referenceCollection('bse_mnt_types', [
  localizedName,
  { name: 'abbr', type: 'text', required: true, unique: true },
])
