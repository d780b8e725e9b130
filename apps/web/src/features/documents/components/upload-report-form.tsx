import { todayUtc } from '@flugakte/domain'
import { Stack } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { IconFileTypePdf } from '@tabler/icons-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { FileField, SelectField, TextField } from '../../../lib/forms/fields'
import { Form, FormActions, FormAlert } from '../../../lib/forms/form'
import { useFormSubmit } from '../../../lib/forms/use-form-submit'
import { reportUploadSchema, useCreateReport, type ReportUploadInput } from '../api/create-report'
import { useReportTypes } from '../api/get-report-types'

type Props = {
  aircraftId: number
  companyId: number | null
  /** The report type the screen is filtered by, preselected. */
  defaultType: string | undefined
  onDone: () => void
}

/** Type, title, date and PDF of a new report; the server's field errors show at their fields. */
export function UploadReportForm({ aircraftId, companyId, defaultType, onDone }: Props) {
  const { t, i18n } = useTranslation(['documents', 'common'])
  const types = useReportTypes(i18n.language)
  const create = useCreateReport()
  const preselected = types.data?.find((type) => type.key === defaultType)
  const form = useForm<ReportUploadInput>({
    resolver: zodResolver(reportUploadSchema),
    values: {
      doc_type: preselected ? String(preselected.id) : '',
      title: '',
      published_at: todayUtc(),
      file: null,
    },
    resetOptions: { keepDirtyValues: true },
  })
  const submit = useFormSubmit(form, {
    action: (input) =>
      create.mutateAsync({ aircraft: aircraftId, company: companyId, input: reportUploadSchema.parse(input) }),
    onSuccess: onDone,
    success: t('upload.saved'),
    failure: t('upload.failed'),
  })

  return (
    <Form form={form} submit={submit}>
      <Stack>
        <FormAlert />
        <SelectField<ReportUploadInput>
          name="doc_type"
          label={t('upload.type')}
          required
          data={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
          searchable
        />
        <TextField<ReportUploadInput> name="title" label={t('upload.reportTitle')} required />
        <TextField<ReportUploadInput> name="published_at" label={t('upload.date')} type="date" required />
        <FileField<ReportUploadInput>
          name="file"
          label={t('upload.file')}
          placeholder={t('upload.filePlaceholder')}
          required
          accept="application/pdf"
          leftSection={<IconFileTypePdf size={16} />}
          clearable
        />
        <FormActions submitLabel={t('upload.submit')} onCancel={onDone} />
      </Stack>
    </Form>
  )
}
