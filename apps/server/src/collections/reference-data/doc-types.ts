import { localizedName, referenceCollection, slugKey } from '../../lib/reference-collection'

export const DocTypes = referenceCollection('doc_types', [localizedName, slugKey])
