import { Alert, Stack, Text, TextInput } from '@mantine/core'
import { get, useFormState, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { formatDay } from '../lib/dates'
import { useFieldMessage } from '../lib/forms/field-message'
import type { ReleaseValues } from '../lib/forms/release-values'
import { useCertifyingPerson } from '../lib/forms/use-signer-release'
import { AnchorLink } from './router-links'

type Props = {
  personLabel: string
  licenceLabel: string
}

/**
 * Who certifies a release (or review) entered in a form: the signed-in user's name and licence from
 * their profile, shown read-only (the server names them too). Without a licence, or with one expired,
 * it says so with a link to the profile; the form then refuses the release at `release.licence`.
 */
export function CertifyingPersonFields<T extends FieldValues & { release: ReleaseValues }>({
  personLabel,
  licenceLabel,
}: Props) {
  const signer = useCertifyingPerson()
  const { t, i18n } = useTranslation(['common', 'messages'])
  const { errors } = useFormState<T>({ name: 'release.licence' as never })
  const fieldMessage = useFieldMessage()
  const validUntil = signer?.valid_until ? formatDay(signer.valid_until, i18n.language) : ''
  const refusal = signer?.refusal
    ? t(`messages:${signer.refusal}`, { licence: signer.licence, date: validUntil })
    : undefined
  const error = fieldMessage(get(errors, 'release.licence'))
  return (
    <>
      <TextInput label={personLabel} value={signer?.name ?? ''} readOnly variant="filled" />
      <TextInput
        label={licenceLabel}
        value={signer?.licence || (signer ? t('common:release.noLicence') : '')}
        description={validUntil ? t('common:release.licenceValidUntil', { date: validUntil }) : undefined}
        readOnly
        variant="filled"
        error={error && (refusal ?? error)}
      />
      {refusal && (
        <Alert color="red" role="alert" style={{ gridColumn: '1 / -1' }}>
          <Stack gap={4}>
            <Text size="sm">{refusal}</Text>
            <AnchorLink to="/settings/user" size="sm">
              {t('common:release.toProfile')}
            </AnchorLink>
          </Stack>
        </Alert>
      )}
    </>
  )
}

/** The note under a certificate's signer: name and licence are the profile's. */
export function CertifyingPersonHint() {
  const { t } = useTranslation('common')
  return (
    <Text size="sm" c="dimmed">
      {t('release.fromProfile')}
    </Text>
  )
}
