import { Group, Stack } from '@mantine/core'
import {
  AD_STATUSES,
  fromMinutes,
  HOURS_MINUTES,
  toMinutes,
  type AdStatus,
  type ComplianceRecord,
  todayUtc,
} from '@flugakte/domain'
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { fieldMessage } from '../../../lib/forms/field-message'
import { SelectField, TextareaField, TextField } from '../../../lib/forms/fields'
import { Form, FormActions, FormAlert } from '../../../lib/forms/form'
import { useFormSubmit } from '../../../lib/forms/use-form-submit'
import { adComplianceInputSchema, useCreateAdCompliance } from '../api/create-ad-compliance'
import { taskCompletionInputSchema, useCreateTaskCompletion } from '../api/create-task-completion'
import { useEvidenceDocuments } from '../api/get-evidence-documents'

/** What the record is about: an AD (on the aircraft or one installed part) or a programme task. */
export type RecordSubject =
  | { kind: 'ad'; aircraft: number; directive: number; installedComponent: string | null }
  | { kind: 'task'; aircraft: number; task: number }

type Values = {
  certifying_document: string
  status: AdStatus
  reason: string
  method_of_compliance: string
  date: string
  airframe_time: string
  performed_by: string
  notes: string
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
] as const

function bodyOf(subject: RecordSubject, values: Values, amends: number | null) {
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
const resolverFor =
  (subject: RecordSubject, amends: number | null): Resolver<Values> =>
  (values) => {
    const schema = subject.kind === 'ad' ? adComplianceInputSchema : taskCompletionInputSchema
    const errors: Record<string, FieldError> = {}
    if (values.airframe_time && !HOURS_MINUTES.test(values.airframe_time))
      errors.airframe_time = { type: 'format', message: fieldMessage('WrongFormat') }
    const result = schema.safeParse(bodyOf(subject, values, amends))
    for (const issue of result.success ? [] : result.error.issues) {
      const path = String(issue.path[0] ?? '')
      const field = path === 'airframe_minutes' ? 'airframe_time' : path
      if ((FIELDS as readonly string[]).includes(field) && !errors[field])
        errors[field] = { type: 'schema', message: issue.message }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} }
  }

type Props = {
  subject: RecordSubject
  /** The record a correction restates, prefilled; null for a new record. */
  correcting: (ComplianceRecord & { status?: AdStatus; reason?: string | null }) | null
  onDone: () => void
}

/** A new compliance record or task completion (append-only; a correction is a new record with notes). */
export function RecordForm({ subject, correcting, onDone }: Props) {
  const { t } = useTranslation(['airworthiness', 'common'])
  const createAd = useCreateAdCompliance()
  const createTask = useCreateTaskCompletion()
  const evidence = useEvidenceDocuments(subject.aircraft)
  const amends = correcting?.id ?? null
  const form = useForm<Values>({
    resolver: resolverFor(subject, amends),
    defaultValues: {
      status: correcting?.status ?? 'complied',
      reason: correcting?.reason ?? '',
      method_of_compliance: correcting?.method_of_compliance ?? '',
      date: correcting?.date ?? todayUtc(),
      airframe_time: correcting?.airframe_minutes != null ? fromMinutes(correcting.airframe_minutes) : '',
      performed_by: correcting?.performed_by ?? '',
      certifying_document: correcting?.certifying_document ? String(correcting.certifying_document.id) : '',
      notes: '',
    },
  })
  const submit = useFormSubmit(form, {
    action: async (values) => {
      const body = bodyOf(subject, values, amends)
      if (subject.kind === 'ad') await createAd.mutateAsync(body as Parameters<typeof createAd.mutateAsync>[0])
      else await createTask.mutateAsync(body as Parameters<typeof createTask.mutateAsync>[0])
    },
    onSuccess: onDone,
    success: t(subject.kind === 'ad' ? 'ad.saved' : 'lifecycle.saved'),
    failure: t(subject.kind === 'ad' ? 'ad.failed' : 'lifecycle.failed'),
    fieldOf: { airframe_minutes: 'airframe_time' },
  })

  const status = useWatch({ control: form.control, name: 'status' })
  return (
    <Form form={form} submit={submit}>
      <Stack>
        <FormAlert />
        {subject.kind === 'ad' && (
          <>
            <SelectField<Values>
              name="status"
              label={t('ad.form.status')}
              required
              data={AD_STATUSES.map((value) => ({ value, label: t(`adStatus.${value}`) }))}
              allowDeselect={false}
            />
            <TextareaField<Values>
              name="reason"
              label={t('ad.form.reason')}
              required={status === 'not_applicable'}
              autosize
              minRows={2}
            />
            <TextField<Values> name="method_of_compliance" label={t('ad.form.method')} />
          </>
        )}
        <Group grow align="flex-start">
          <TextField<Values> name="date" label={t('ad.form.date')} type="date" required />
          <TextField<Values>
            name="airframe_time"
            label={t('ad.form.airframe')}
            description={t('ad.form.airframeHint')}
            placeholder="1234:30"
          />
        </Group>
        <TextField<Values> name="performed_by" label={t('ad.form.performedBy')} />
        <SelectField<Values>
          name="certifying_document"
          label={t('ad.form.document')}
          data={(evidence.data ?? []).map((document) => ({ value: String(document.id), label: document.title }))}
          searchable
          clearable
        />
        <TextareaField<Values>
          name="notes"
          label={amends ? t('ad.form.notesCorrection') : t('ad.form.notes')}
          required={amends !== null}
          autosize
          minRows={2}
        />
        <FormActions submitLabel={t('ad.form.save')} onCancel={onDone} />
      </Stack>
    </Form>
  )
}
