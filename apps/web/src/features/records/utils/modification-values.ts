import {
  modificationInputSchema,
  todayUtc,
  type ApprovalType,
  type ModificationClass,
  type ModificationInput,
  type ModificationKind,
  type ModificationView,
} from '@flugakte/domain'

import {
  emptyRelease,
  hasRelease,
  RELEASE_FIELDS,
  releaseValuesOf,
  type ReleaseValues,
  type SignerValues,
} from '../../../lib/forms/release-values'
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
  /** Why a correction corrects its entry; unused for a new entry. */
  amend_reason: string
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
  amend_reason: '',
})

/** A correction starts from the entry it corrects, with its certificate (if any) for `person`, dated today. */
export const correctionValuesOf = (entry: ModificationView, person: SignerValues): ModificationValues => ({
  kind: entry.kind,
  classification: entry.classification,
  approval_type: entry.approval_type,
  approval_reference: entry.approval_reference,
  date: entry.date.slice(0, 10),
  description: entry.description,
  ata_chapter: entry.ata_chapter ?? '',
  affects_mass_balance: entry.affects_mass_balance,
  documents: entry.documents.map((document) => String(document.id)),
  release: releaseValuesOf(entry.release, todayUtc(), person),
  amend_reason: '',
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
  'amend_reason',
  ...RELEASE_FIELDS.map((field) => `release.${field}`),
]

/**
 * The body of POST /api/modifications_repairs; the schema, parsing it, drops empty fields. A correction
 * names the entry it `amends` and why.
 */
export const modificationBody = (
  aircraft: number,
  values: ModificationValues,
  amends: number | null = null,
): ModificationInput => ({
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
  ...(amends === null ? {} : { amends, amend_reason: values.amend_reason }),
})

export const modificationResolver = (aircraft: number, amends: number | null = null) =>
  schemaResolver<ModificationValues>(
    modificationInputSchema,
    (values) => modificationBody(aircraft, values, amends),
    FIELDS,
  )
