import { zodResolver } from '@hookform/resolvers/zod'
import { defectActionInputSchema, todayUtc, type DefectActionInput, type DefectActionView } from '@flugakte/domain'
import type { FieldValues, Resolver } from 'react-hook-form'

import type { ReleaseValues, SignerValues } from '../../../lib/forms/release-values'

/** What every action form holds: the defect, the action a correction restates, and the notes. */
type ActionBase = { defect: number; amends: number | null; notes: string }

export type AssessmentValues = ActionBase & { kind: 'assessment'; airworthiness_affecting: boolean | null }

/** A deadline field is empty ('') or a number, as Mantine's NumberInput gives it. */
export type DeadlineValue = number | ''

export type DeferralValues = ActionBase & {
  kind: 'deferral'
  reason: string
  limitation: string
  deadline_hours: DeadlineValue
  deadline_cycles: DeadlineValue
  deadline_days: DeadlineValue
}

export type PartValues = { description: string; part_number: string; serial_number: string; installation: string }

export type RectificationValues = ActionBase & {
  kind: 'rectification'
  work_performed: string
  maintenance_data: string
  parts: PartValues[]
  release: ReleaseValues
}

export type ActionValues = AssessmentValues | DeferralValues | RectificationValues

/**
 * The domain's action schema checks every action form, the same one the server runs (a correction
 * needs its notes, a deferral a deadline). The form keeps its raw values (empty strings, '' for an empty
 * number); the API call parses them. The cast: the resolver's types follow the schema's input, a union
 * of all three kinds, where each form holds one.
 */
export const actionResolver = <T extends FieldValues>(): Resolver<T> =>
  zodResolver(defectActionInputSchema, undefined, { raw: true }) as unknown as Resolver<T>

/** The body of POST /api/defect_actions; the schema, parsing it, drops empty fields. */
export function actionInput(values: ActionValues): DefectActionInput {
  const amends = values.amends ?? undefined
  if (values.kind === 'assessment')
    return { ...values, amends, airworthiness_affecting: values.airworthiness_affecting === true }
  return { ...values, amends }
}

const base = (defect: number, correcting: DefectActionView | null): ActionBase => ({
  defect,
  amends: correcting?.id ?? null,
  notes: '',
})

/** A new assessment, or the one a correction restates. */
export const assessmentValues = (defect: number, correcting: DefectActionView | null): AssessmentValues => ({
  ...base(defect, correcting),
  kind: 'assessment',
  airworthiness_affecting: correcting?.airworthiness_affecting ?? null,
})

export const deferralValues = (defect: number, correcting: DefectActionView | null): DeferralValues => ({
  ...base(defect, correcting),
  kind: 'deferral',
  reason: correcting?.reason ?? '',
  limitation: correcting?.limitation ?? '',
  deadline_hours: correcting?.deadline?.hours ?? '',
  deadline_cycles: correcting?.deadline?.cycles ?? '',
  deadline_days: correcting?.deadline?.days ?? '',
})

/** An empty part row. */
export const NO_PART: PartValues = { description: '', part_number: '', serial_number: '', installation: '' }

/**
 * A new rectification certified by the signed-in user today, or the one a correction restates (the
 * corrected certificate is issued today).
 */
export function rectificationValues(
  defect: number,
  correcting: DefectActionView | null,
  signer: SignerValues,
): RectificationValues {
  const release = correcting?.release
  return {
    ...base(defect, correcting),
    kind: 'rectification',
    work_performed: correcting?.work_performed ?? '',
    maintenance_data: correcting?.maintenance_data ?? '',
    parts: (correcting?.parts ?? []).map((part) => ({
      description: part.description,
      part_number: part.part_number ?? '',
      serial_number: part.serial_number ?? '',
      installation: part.installation ?? '',
    })),
    release: {
      certifying_person: signer.name,
      licence: signer.licence,
      approval_reference: release?.approval_reference ?? '',
      date: todayUtc(),
      place: release?.place ?? '',
    },
  }
}

/** The server's field paths of a release, placed at the form's fields of the same name. */
export const RELEASE_FIELDS = [
  'release.certifying_person',
  'release.licence',
  'release.approval_reference',
  'release.date',
  'release.place',
] as const
