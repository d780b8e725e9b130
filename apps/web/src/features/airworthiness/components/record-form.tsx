import { Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core'
import {
  AD_STATUSES,
  fromMinutes,
  HOURS_MINUTES,
  toMinutes,
  type AdStatus,
  type ComplianceRecord,
  todayUtc,
} from '@flugakte/domain'
import { useState } from 'react'
import { Controller, useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { ErrorAlert } from '../../../components/error-alert'
import { notifySuccess } from '../../../lib/notify'
import { placeServerErrors } from '../../../lib/server-errors'
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
const SCHEMA_MESSAGES = ['EnterRequiredFields', 'WrongFormat', 'wrongValue'] as const

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
      errors.airframe_time = { type: 'format', message: 'WrongFormat' }
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
  const [alert, setAlert] = useState<string[]>([])
  const amends = correcting?.id ?? null
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
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
  const message = (error: FieldError | undefined) => {
    if (!error?.message) return undefined
    const known = SCHEMA_MESSAGES.find((key) => key === error.message)
    return known ? t(`common:${known}`) : error.message
  }

  const submit = handleSubmit(async (values) => {
    setAlert([])
    try {
      const body = bodyOf(subject, values, amends)
      if (subject.kind === 'ad') await createAd.mutateAsync(body as Parameters<typeof createAd.mutateAsync>[0])
      else await createTask.mutateAsync(body as Parameters<typeof createTask.mutateAsync>[0])
      notifySuccess(t(subject.kind === 'ad' ? 'ad.saved' : 'lifecycle.saved'))
      onDone()
    } catch (error) {
      const serverFields = [...FIELDS, 'airframe_minutes'] as const
      const unplaced = placeServerErrors(
        error,
        serverFields as unknown as (keyof Values)[],
        setError,
        t(subject.kind === 'ad' ? 'ad.failed' : 'lifecycle.failed'),
      )
      setAlert(unplaced)
    }
  })

  const status = useWatch({ control, name: 'status' })
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <ErrorAlert messages={alert} />
        {subject.kind === 'ad' && (
          <>
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <Select
                  label={t('ad.form.status')}
                  required
                  data={AD_STATUSES.map((value) => ({ value, label: t(`adStatus.${value}`) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'complied')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={message(errors.status)}
                  allowDeselect={false}
                />
              )}
            />
            <Textarea
              label={t('ad.form.reason')}
              required={status === 'not_applicable'}
              autosize
              minRows={2}
              error={message(errors.reason)}
              {...register('reason')}
            />
            <TextInput
              label={t('ad.form.method')}
              error={message(errors.method_of_compliance)}
              {...register('method_of_compliance')}
            />
          </>
        )}
        <Group grow align="flex-start">
          <TextInput
            label={t('ad.form.date')}
            type="date"
            required
            error={message(errors.date)}
            {...register('date')}
          />
          <TextInput
            label={t('ad.form.airframe')}
            description={t('ad.form.airframeHint')}
            placeholder="1234:30"
            error={message(errors.airframe_time)}
            {...register('airframe_time')}
          />
        </Group>
        <TextInput
          label={t('ad.form.performedBy')}
          error={message(errors.performed_by)}
          {...register('performed_by')}
        />
        <Controller
          control={control}
          name="certifying_document"
          render={({ field }) => (
            <Select
              label={t('ad.form.document')}
              data={(evidence.data ?? []).map((document) => ({ value: String(document.id), label: document.title }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={message(errors.certifying_document)}
              searchable
              clearable
            />
          )}
        />
        <Textarea
          label={amends ? t('ad.form.notesCorrection') : t('ad.form.notes')}
          required={amends !== null}
          autosize
          minRows={2}
          error={message(errors.notes)}
          {...register('notes')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('ad.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
