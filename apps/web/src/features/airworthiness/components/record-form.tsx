import { Group, Stack } from '@mantine/core'
import { AD_STATUSES, fromMinutes, type AdStatus, type ComplianceRecord, todayUtc } from '@flugakte/domain'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { OptionalReleaseFields } from '../../../components/optional-release-fields'
import { SelectField, TextareaField, TextField } from '../../../lib/forms/fields'
import { Form, FormActions, FormAlert } from '../../../lib/forms/form'
import { useFormSubmit } from '../../../lib/forms/use-form-submit'
import { useCreateAdCompliance } from '../api/create-ad-compliance'
import { useCreateTaskCompletion } from '../api/create-task-completion'
import { useEvidenceDocuments } from '../../../lib/aircraft/get-evidence-documents'
import { bodyOf, releaseFieldOf, resolverFor, type RecordSubject, type Values } from '../utils/record-values'
import { emptyRelease, hasRelease, releaseValuesOf, type ReleaseValues } from '../../../lib/forms/release-values'
import { signerValuesOf, useCertifyingPerson, useSignerRelease } from '../../../lib/forms/use-signer-release'

/** A record just saved with a certificate of release to service, which its certifying person signs next. */
export type SavedRelease = { id: number; release: ReleaseValues; values: Values }

type Props = {
  subject: RecordSubject
  /** The record a correction restates, prefilled; null for a new record. */
  correcting: (ComplianceRecord & { status?: AdStatus; reason?: string | null }) | null
  onDone: () => void
  /** Saved with a release to service: the signature comes next (without it, done). */
  onReleased?: (saved: SavedRelease) => void
}

/** A new compliance record or task completion (append-only; a correction is a new record with notes). */
export function RecordForm({ subject, correcting, onDone, onReleased }: Props) {
  const { t } = useTranslation(['airworthiness', 'common'])
  const createAd = useCreateAdCompliance()
  const createTask = useCreateTaskCompletion()
  const evidence = useEvidenceDocuments(subject.aircraft)
  const amends = correcting?.id ?? null
  const signer = signerValuesOf(useCertifyingPerson())
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
      // A correction restates the release (signed anew, by the signed-in user under their licence).
      release: correcting ? releaseValuesOf(correcting.release ?? null, todayUtc(), signer) : emptyRelease(),
    },
  })
  useSignerRelease(form, { carried: correcting ? (correcting.release ?? null) : undefined })
  const submit = useFormSubmit(form, {
    action: async (values) => {
      const body = bodyOf(subject, values, amends)
      if (subject.kind === 'ad') return createAd.mutateAsync(body as Parameters<typeof createAd.mutateAsync>[0])
      return createTask.mutateAsync(body as Parameters<typeof createTask.mutateAsync>[0])
    },
    onSuccess: (saved, values) =>
      onReleased && hasRelease(values.release)
        ? onReleased({ id: saved.id, release: values.release, values })
        : onDone(),
    success: t(subject.kind === 'ad' ? 'ad.saved' : 'lifecycle.saved'),
    failure: t(subject.kind === 'ad' ? 'ad.failed' : 'lifecycle.failed'),
    fieldOf: { airframe_minutes: 'airframe_time', ...releaseFieldOf },
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
        <OptionalReleaseFields<Values> />
        <FormActions submitLabel={t('ad.form.save')} onCancel={onDone} />
      </Stack>
    </Form>
  )
}
