import { Alert, Checkbox, Stack } from '@mantine/core'
import { ATA_CHAPTERS } from '@flugakte/domain'
import { IconPlaneDeparture } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { SelectField, TextareaField } from '../../../lib/forms/fields'
import { Form, FormActions, FormAlert } from '../../../lib/forms/form'
import { useFormSubmit } from '../../../lib/forms/use-form-submit'
import { useFlightLogNumber } from '../api/get-flight-log-number'
import { useReportDefect } from '../api/report-defect'
import { reportOf, reportResolver, reportValues, type ReportValues } from '../utils/report-values'
import { PhotoPicker } from './photo-picker'

type Props = {
  aircraftId: number
  registration: string
  /** The journey-log entry the defect was noticed on (`?flight=`). */
  flightLogId: number | undefined
  /** The author, whose outbox keeps the report while there is no connection. */
  userId: number
  onDirtyChange: (dirty: boolean) => void
  onCancel: () => void
  onDone: () => void
}

/**
 * A defect as the pilot reports it at the airfield: what, optionally the ATA chapter, photos, and whether
 * they consider the aircraft unsafe to fly. Sent at once, or kept on the device until there is a connection.
 */
export function ReportDefectForm({
  aircraftId,
  registration,
  flightLogId,
  userId,
  onDirtyChange,
  onCancel,
  onDone,
}: Props) {
  const { t } = useTranslation('defects')
  const [photos, setPhotos] = useState<File[]>([])
  // One client id per draft, kept across retries: a report whose answer was lost is stored once.
  const [clientId] = useState(() => crypto.randomUUID())
  const report = useReportDefect()
  const form = useForm<ReportValues>({ resolver: reportResolver, defaultValues: reportValues(aircraftId, flightLogId) })
  const submit = useFormSubmit(form, {
    action: (values) =>
      report.mutateAsync({ report: reportOf(values, clientId), photos, context: { userId, registration } }),
    onSuccess: onDone,
    success: (outcome) => t(outcome.status === 'sent' ? 'report.sent' : 'report.queued'),
    failure: t('report.failed'),
  })
  const dirty = form.formState.isDirty || photos.length > 0
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  const ataOptions = ATA_CHAPTERS.map((code) => ({
    value: code,
    label: t('report.ataOption', { code, name: t(`ata.${code}`) }),
  }))
  return (
    <Form form={form} submit={submit}>
      <Stack>
        <FormAlert />
        {flightLogId !== undefined && <LinkedFlight flightLogId={flightLogId} />}
        <TextareaField<ReportValues>
          name="description"
          label={t('report.description')}
          description={t('report.descriptionHint')}
          required
          autosize
          minRows={3}
        />
        <SelectField<ReportValues>
          name="ata_chapter"
          label={t('report.ata')}
          placeholder={t('report.ataPlaceholder')}
          data={ataOptions}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <PhotoPicker photos={photos} onChange={setPhotos} />
        <Checkbox
          {...form.register('unsafe')}
          color="red"
          label={t('report.unsafe')}
          description={t('report.unsafeHint')}
        />
        <FormActions submitLabel={t('report.submit')} onCancel={onCancel} />
      </Stack>
    </Form>
  )
}

function LinkedFlight({ flightLogId }: { flightLogId: number }) {
  const { t } = useTranslation('defects')
  const { data: number } = useFlightLogNumber(flightLogId)
  return (
    <Alert color="blue" variant="light" icon={<IconPlaneDeparture size={18} />}>
      {number != null ? t('report.flight', { number }) : t('report.flightUnknown')}
    </Alert>
  )
}
