import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core'
import { useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { TextField } from '../lib/forms/fields'
import { CertifyingPersonFields, CertifyingPersonHint } from './certifying-person-fields'
import { hasRelease, type ReleaseValues } from '../lib/forms/release-values'

/**
 * The optional certificate of release to service (ML.A.801) of a record form (`release.*`): all of it or
 * nothing (the approval reference may stay empty), with the statement it certifies. Its certifying
 * person is the signed-in user, named with their licence from their profile (the form's
 * useSignerRelease); they sign it once the record is saved.
 */
export function OptionalReleaseFields<T extends FieldValues & { release: ReleaseValues }>() {
  const { t } = useTranslation(['airworthiness', 'common'])
  const { control } = useFormContext<T>()
  const release = useWatch({ control, name: 'release' as Path<T> }) as ReleaseValues
  const required = hasRelease(release)
  const name = (field: keyof ReleaseValues) => `release.${field}` as Path<T>
  return (
    <Fieldset legend={t('release.title')} variant="filled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('release.hint')}
        </Text>
        <CertifyingPersonHint />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CertifyingPersonFields<T> personLabel={t('release.certifyingPerson')} licenceLabel={t('release.licence')} />
          <TextField<T> name={name('approval_reference')} label={t('release.approvalReference')} />
          <TextField<T> name={name('place')} label={t('release.place')} withAsterisk={required} />
          <TextField<T> name={name('date')} label={t('release.date')} type="date" withAsterisk={required} />
        </SimpleGrid>
        <div>
          <Text size="xs" fw={600}>
            {t('release.statementLabel')}
          </Text>
          <Text size="sm" fs="italic">
            {t('common:release.statement')}
          </Text>
        </div>
      </Stack>
    </Fieldset>
  )
}
