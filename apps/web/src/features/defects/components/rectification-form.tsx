import { ActionIcon, Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useFieldArray, useForm, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { CertifyingPersonFields, CertifyingPersonHint } from '../../../components/certifying-person-fields'
import { TextareaField, TextField } from '../../../lib/forms/fields'
import { Form, FormActions, FormAlert } from '../../../lib/forms/form'
import { signerValuesOf, useCertifyingPerson, useSignerRelease } from '../../../lib/forms/use-signer-release'
import { useActionSubmit } from '../hooks/use-action-submit'
import {
  actionResolver,
  NO_PART,
  rectificationValues,
  RELEASE_FIELDS,
  type RectificationValues,
} from '../utils/action-values'
import { NotesField } from './action-fields'
import type { ActionFormProps } from './assessment-form'

// The server names a release field by its path; the form's field has the same name.
const RELEASE_FIELD_OF = Object.fromEntries(RELEASE_FIELDS.map((path) => [path, path]))

/**
 * The rectification with its certificate of release to service (ML.A.801): the work, the maintenance
 * data it followed, the parts replaced, and who certifies it under which licence and approval, when and
 * where. The certifying person is the signed-in user, named with their licence from their profile; they
 * sign the release once it is stored.
 */
export function RectificationForm({
  aircraftId,
  defectId,
  correcting,
  onSaved,
  onCancel,
}: ActionFormProps<RectificationValues>) {
  const { t } = useTranslation('defects')
  const signer = useCertifyingPerson()
  const form = useForm<RectificationValues>({
    resolver: actionResolver(),
    defaultValues: rectificationValues(defectId, correcting, signerValuesOf(signer)),
  })
  useSignerRelease(form, { carried: correcting ? correcting.release : undefined, prefillApproval: true })
  const submit = useActionSubmit(form, { aircraftId, kind: 'rectification', onSaved, fieldOf: RELEASE_FIELD_OF })
  return (
    <Form form={form} submit={submit}>
      <Stack>
        <FormAlert />
        <TextareaField<RectificationValues>
          name="work_performed"
          label={t('form.work')}
          required
          autosize
          minRows={3}
        />
        <TextField<RectificationValues>
          name="maintenance_data"
          label={t('form.maintenanceData')}
          description={t('form.maintenanceDataHint')}
          required
        />
        <PartsFields />
        <ReleaseFields />
        <NotesField correction={correcting !== null} />
        <FormActions submitLabel={t('form.save.rectification')} onCancel={onCancel} />
      </Stack>
    </Form>
  )
}

function PartsFields() {
  const { t } = useTranslation('defects')
  const { control } = useFormContext<RectificationValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'parts' })
  return (
    <Fieldset legend={t('form.parts')}>
      <Stack gap="sm">
        {fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('form.noParts')}
          </Text>
        )}
        {fields.map((part, index) => (
          <Paper key={part.id} withBorder p="sm" role="group" aria-label={t('form.part', { index: index + 1 })}>
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
                <TextField<RectificationValues>
                  name={`parts.${index}.description`}
                  label={t('form.partDescription')}
                  required
                />
                <TextField<RectificationValues> name={`parts.${index}.part_number`} label={t('form.partNumber')} />
                <TextField<RectificationValues> name={`parts.${index}.serial_number`} label={t('form.serialNumber')} />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={24}
                onClick={() => remove(index)}
                aria-label={t('form.removePart', { index: index + 1 })}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        <Group>
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => append({ ...NO_PART })}>
            {t('form.addPart')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  )
}

function ReleaseFields() {
  const { t } = useTranslation('defects')
  return (
    <Fieldset legend={t('form.release')}>
      <Stack gap="sm">
        <CertifyingPersonHint />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CertifyingPersonFields<RectificationValues>
            personLabel={t('form.certifyingPerson')}
            licenceLabel={t('form.licence')}
          />
          <TextField<RectificationValues> name="release.approval_reference" label={t('form.approval')} />
          <TextField<RectificationValues> name="release.place" label={t('form.place')} required />
          <TextField<RectificationValues> name="release.date" label={t('form.date')} type="date" required />
        </SimpleGrid>
        <Text size="sm" fs="italic">
          {t('release.statement')}
        </Text>
      </Stack>
    </Fieldset>
  )
}
