import { localizedName, referenceCollection, slugKey } from '../../lib/reference-collection'

export const Tags = referenceCollection('tags', [localizedName, slugKey])
