import { todayUtc } from '@flugakte/domain'
import { Button, FileInput, Group, Select, Stack, TextInput } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { IconFileTypePdf } from '@tabler/icons-react'
import { useState } from 'react'
import { Controller, useForm, type FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { ErrorAlert } from '../../../components/error-alert'
import { notifySuccess } from '../../../lib/notify'
import { placeServerErrors } from '../../../lib/server-errors'
import { reportUploadSchema, useCreateReport, type ReportUploadInput } from '../api/create-report'
import { useReportTypes } from '../api/get-report-types'

type Props = {
  aircraftId: number
  companyId: number | null
  /** The report type the screen is filtered by, preselected. */
  defaultType: string | undefined
  onDone: () => void
}

const FIELDS = ['doc_type', 'title', 'published_at', 'file'] as const
const SCHEMA_MESSAGES = ['EnterRequiredFields', 'WrongFormat'] as const

/** Type, title, date and PDF of a new report; the server's field errors show at their fields. */
export function UploadReportForm({ aircraftId, companyId, defaultType, onDone }: Props) {
  const { t, i18n } = useTranslation(['documents', 'common'])
  const types = useReportTypes(i18n.language)
  const create = useCreateReport()
  const [alert, setAlert] = useState<string[]>([])
  const preselected = types.data?.find((type) => type.key === defaultType)
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReportUploadInput>({
    resolver: zodResolver(reportUploadSchema),
    values: {
      doc_type: preselected ? String(preselected.id) : '',
      title: '',
      published_at: todayUtc(),
      file: null,
    },
    resetOptions: { keepDirtyValues: true },
  })

  const message = (error: FieldError | undefined) => {
    if (!error?.message) return undefined
    const known = SCHEMA_MESSAGES.find((key) => key === error.message)
    return known ? t(`common:${known}`) : error.message
  }

  const submit = handleSubmit(async (input) => {
    setAlert([])
    try {
      await create.mutateAsync({ aircraft: aircraftId, company: companyId, input: reportUploadSchema.parse(input) })
      notifySuccess(t('upload.saved'))
      onDone()
    } catch (error) {
      setAlert(placeServerErrors(error, FIELDS, setError, t('upload.failed')))
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <ErrorAlert messages={alert} />
        <Controller
          control={control}
          name="doc_type"
          render={({ field }) => (
            <Select
              label={t('upload.type')}
              required
              data={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={message(errors.doc_type)}
              searchable
            />
          )}
        />
        <TextInput label={t('upload.reportTitle')} required error={message(errors.title)} {...register('title')} />
        <TextInput
          label={t('upload.date')}
          type="date"
          required
          error={message(errors.published_at)}
          {...register('published_at')}
        />
        <Controller
          control={control}
          name="file"
          render={({ field }) => (
            <FileInput
              label={t('upload.file')}
              placeholder={t('upload.filePlaceholder')}
              required
              accept="application/pdf"
              leftSection={<IconFileTypePdf size={16} />}
              value={field.value ?? null}
              onChange={(file) => field.onChange(file)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={message(errors.file)}
              clearable
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('upload.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
