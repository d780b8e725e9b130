import { Group, Radio, Stack } from '@mantine/core'
import type { DefectActionView } from '@flugakte/domain'
import { useController, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { useFieldError } from '../../../lib/forms/fields'
import { Form, FormActions, FormAlert } from '../../../lib/forms/form'
import { useActionSubmit } from '../hooks/use-action-submit'
import { actionResolver, assessmentValues, type AssessmentValues } from '../utils/action-values'
import { NotesField } from './action-fields'

export type ActionFormProps<T> = {
  aircraftId: number
  defectId: number
  /** The action a correction restates, prefilled; null for a new one. */
  correcting: DefectActionView | null
  onSaved: (id: number, values: T) => void
  onCancel: () => void
}

/** Maintenance's assessment: does the defect affect airworthiness (then it grounds the aircraft until dealt with)? */
export function AssessmentForm({
  aircraftId,
  defectId,
  correcting,
  onSaved,
  onCancel,
}: ActionFormProps<AssessmentValues>) {
  const { t } = useTranslation('defects')
  const form = useForm<AssessmentValues>({
    resolver: actionResolver(),
    defaultValues: assessmentValues(defectId, correcting),
  })
  const submit = useActionSubmit(form, { aircraftId, kind: 'assessment', onSaved })
  return (
    <Form form={form} submit={submit}>
      <Stack>
        <FormAlert />
        <AffectingField />
        <NotesField correction={correcting !== null} />
        <FormActions submitLabel={t('form.save.assessment')} onCancel={onCancel} />
      </Stack>
    </Form>
  )
}

function AffectingField() {
  const { t } = useTranslation('defects')
  const { field } = useController<AssessmentValues, 'airworthiness_affecting'>({ name: 'airworthiness_affecting' })
  const error = useFieldError<AssessmentValues>('airworthiness_affecting')
  return (
    <Radio.Group
      name={field.name}
      label={t('form.affecting')}
      withAsterisk
      value={field.value === null ? '' : field.value ? 'yes' : 'no'}
      onChange={(value) => field.onChange(value === 'yes')}
      error={error}
    >
      <Group mt="xs">
        <Radio value="yes" label={t('form.affectingYes')} />
        <Radio value="no" label={t('form.affectingNo')} />
      </Group>
    </Radio.Group>
  )
}
