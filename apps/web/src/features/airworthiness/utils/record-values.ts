import { HOURS_MINUTES, toMinutes, type AdStatus } from '@flugakte/domain'
import { get, set, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form'

import { fieldMessage } from '../../../lib/forms/field-message'
import { hasRelease, RELEASE_FIELDS, type ReleaseValues } from '../../../lib/forms/release-values'
import { adComplianceInputSchema } from '../api/create-ad-compliance'
import { taskCompletionInputSchema } from '../api/create-task-completion'

/** What the record is about: an AD (on the aircraft or one installed part) or a programme task. */
export type RecordSubject =
  | { kind: 'ad'; aircraft: number; directive: number; installedComponent: string | null }
  | { kind: 'task'; aircraft: number; task: number }

export type Values = {
  certifying_document: string
  status: AdStatus
  reason: string
  method_of_compliance: string
  date: string
  airframe_time: string
  performed_by: string
  notes: string
  release: ReleaseValues
}

const FIELDS = [
  'status',
  'reason',
  'method_of_compliance',
  'date',
  'airframe_time',
  'performed_by',
  'certifying_document',
  'notes',
  ...RELEASE_FIELDS.map((field) => `release.${field}` as const),
] as const

/** The server names a release field by its path (`release.licence`), the form by the same. */
export const releaseFieldOf = Object.fromEntries(
  RELEASE_FIELDS.map((field) => [`release.${field}`, `release.${field}` as const]),
)

export function bodyOf(subject: RecordSubject, values: Values, amends: number | null) {
  const common = {
    customer_aircraft: subject.aircraft,
    date: values.date,
    airframe_minutes: HOURS_MINUTES.test(values.airframe_time)
      ? toMinutes(values.airframe_time)
      : values.airframe_time || undefined,
    performed_by: values.performed_by,
    certifying_document: values.certifying_document ? Number(values.certifying_document) : undefined,
    notes: values.notes,
    amends: amends ?? undefined,
    // All or nothing: a certificate nobody began is not sent (its signer is always the profile's); a begun
    // one is asked for in full.
    release: hasRelease(values.release) ? values.release : undefined,
  }
  if (subject.kind === 'task') return { ...common, maintenance_task: subject.task }
  return {
    ...common,
    airworthiness_directive: subject.directive,
    installed_component: subject.installedComponent ?? undefined,
    status: values.status,
    reason: values.reason,
    method_of_compliance: values.method_of_compliance,
  }
}

/** The domain schema decides (the same one the server runs); its issues land at the form's fields. */
export const resolverFor =
  (subject: RecordSubject, amends: number | null): Resolver<Values> =>
  (values) => {
    const schema = subject.kind === 'ad' ? adComplianceInputSchema : taskCompletionInputSchema
    // Nested like the values: a release field's error sits at errors.release.<field>.
    const errors: Record<string, unknown> = {}
    if (values.airframe_time && !HOURS_MINUTES.test(values.airframe_time))
      errors.airframe_time = { type: 'format', message: fieldMessage('WrongFormat') } satisfies FieldError
    const result = schema.safeParse(bodyOf(subject, values, amends))
    for (const issue of result.success ? [] : result.error.issues) {
      const path = issue.path[0] === 'release' ? issue.path.slice(0, 2).join('.') : String(issue.path[0] ?? '')
      const field = path === 'airframe_minutes' ? 'airframe_time' : path
      if ((FIELDS as readonly string[]).includes(field) && !get(errors, field))
        set(errors, field, { type: 'schema', message: issue.message } satisfies FieldError)
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<Values> }
      : { values, errors: {} }
  }
