import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { TextareaField } from '../../../lib/forms/fields'
import { Form, FormActions, FormAlert } from '../../../lib/forms/form'
import { useActionSubmit } from '../hooks/use-action-submit'
import { actionResolver, deferralValues, type DeferralValues } from '../utils/action-values'
import { NotesField, NumberField } from './action-fields'
import type { ActionFormProps } from './assessment-form'

/**
 * A controlled deferral (ML.A.403): why, the operating limitation every pilot reads before flight, and a
 * deadline in flight hours, cycles and/or days from now, whichever comes first; at least one of them,
 * within the longest deferral and before the next scheduled inspection (the server's check).
 */
export function DeferralForm({ aircraftId, defectId, correcting, onSaved, onCancel }: ActionFormProps<DeferralValues>) {
  const { t } = useTranslation('defects')
  const form = useForm<DeferralValues>({
    resolver: actionResolver(),
    defaultValues: deferralValues(defectId, correcting),
  })
  const submit = useActionSubmit(form, { aircraftId, kind: 'deferral', onSaved })
  return (
    <Form form={form} submit={submit}>
      <Stack>
        <FormAlert />
        <TextareaField<DeferralValues> name="reason" label={t('form.reason')} required autosize minRows={2} />
        <TextareaField<DeferralValues>
          name="limitation"
          label={t('form.limitation')}
          description={t('form.limitationHint')}
          required
          autosize
          minRows={2}
        />
        <Fieldset legend={t('form.deadline')}>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <NumberField<DeferralValues> name="deadline_hours" label={t('form.hours')} min={0} decimalScale={1} />
            <NumberField<DeferralValues> name="deadline_cycles" label={t('form.cycles')} min={0} allowDecimal={false} />
            <NumberField<DeferralValues> name="deadline_days" label={t('form.days')} min={0} allowDecimal={false} />
          </SimpleGrid>
          {/* The server refuses a deadline beyond either bound, naming it at the field. */}
          <Text size="xs" c="dimmed" mt="xs">
            {t('form.deadlineHint')}
          </Text>
        </Fieldset>
        <NotesField correction={correcting !== null} />
        <FormActions submitLabel={t('form.save.deferral')} onCancel={onCancel} />
      </Stack>
    </Form>
  )
}
