import {
  modificationInputSchema,
  todayUtc,
  type ApprovalType,
  type ModificationClass,
  type ModificationInput,
  type ModificationKind,
} from '@flugakte/domain'

import { emptyRelease, hasRelease, RELEASE_FIELDS, type ReleaseValues } from '../../../lib/forms/release-values'
import { schemaResolver } from './schema-resolver'

/** A register entry as the form holds it: no choice is '', the documents are the picker's string ids. */
export type ModificationValues = {
  kind: ModificationKind | ''
  classification: ModificationClass | ''
  approval_type: ApprovalType | ''
  approval_reference: string
  date: string
  description: string
  ata_chapter: string
  affects_mass_balance: boolean
  documents: string[]
  release: ReleaseValues
}

export const newModificationValues = (): ModificationValues => ({
  kind: 'modification',
  classification: '',
  approval_type: '',
  approval_reference: '',
  date: todayUtc(),
  description: '',
  ata_chapter: '',
  affects_mass_balance: false,
  documents: [],
  release: emptyRelease(),
})

const FIELDS = [
  'kind',
  'classification',
  'approval_type',
  'approval_reference',
  'date',
  'description',
  'ata_chapter',
  'affects_mass_balance',
  'documents',
  ...RELEASE_FIELDS.map((field) => `release.${field}`),
]

/** The body of POST /api/modifications_repairs; the schema, parsing it, drops empty fields. */
export const modificationBody = (aircraft: number, values: ModificationValues): ModificationInput => ({
  customer_aircraft: aircraft,
  kind: values.kind,
  classification: values.classification,
  approval_type: values.approval_type,
  approval_reference: values.approval_reference,
  date: values.date,
  description: values.description,
  ata_chapter: values.ata_chapter,
  affects_mass_balance: values.affects_mass_balance,
  documents: values.documents.map(Number),
  // All or nothing: an empty certificate is not sent, a begun one is asked for in full.
  release: hasRelease(values.release) ? values.release : undefined,
})

export const modificationResolver = (aircraft: number) =>
  schemaResolver<ModificationValues>(modificationInputSchema, (values) => modificationBody(aircraft, values), FIELDS)
