import { Alert, Group, List, Loader, Stack, Text, Title } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { browserSupportsWebAuthn } from '@simplewebauthn/browser'
import { IconFingerprint, IconKey } from '@tabler/icons-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { ErrorAlert } from '../../../components/error-alert'
import { ApiError } from '../../../lib/api-client'
import { formatMoment } from '../../../lib/dates'
import { TextField } from '../../../lib/forms/fields'
import { Form, FormAlert, SubmitButton } from '../../../lib/forms/form'
import { useFormSubmit } from '../../../lib/forms/use-form-submit'
import { usePasskeys } from '../api/get-passkeys'
import { registerPasskeyInputSchema, useRegisterPasskey, type RegisterPasskeyInput } from '../api/register-passkey'

const EMPTY: RegisterPasskeyInput = { name: '' }

/** The browser's ceremony ended without a credential: the person cancelled, or its time ran out. */
const cancelledCeremony = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')

/**
 * Settings › My Profile › Passkeys: the user's passkeys, with which they sign journey-log entries as
 * pilot in command, and the registration of another one.
 */
export function PasskeysSection() {
  const { t } = useTranslation(['settings', 'common'])
  const supported = browserSupportsWebAuthn()
  return (
    <Stack gap="md" maw={720} component="section" aria-labelledby="passkeys-heading">
      <Title order={3} size="h4" id="passkeys-heading">
        {t('passkeys.heading')}
      </Title>
      <Text size="sm">{t('passkeys.intro')}</Text>
      <PasskeyList />
      {supported ? (
        <RegisterPasskeyForm />
      ) : (
        <Alert color="yellow" icon={<IconFingerprint size={18} />}>
          {t('passkeys.unsupported')}
        </Alert>
      )}
    </Stack>
  )
}

function PasskeyList() {
  const { t, i18n } = useTranslation(['settings', 'common'])
  const { data, isPending, error } = usePasskeys()
  if (isPending) return <Loader size="sm" aria-label={t('common:loading')} />
  if (error) {
    const messages =
      error instanceof ApiError && error.messages.length > 0 ? error.messages : [t('common:error.generic')]
    return <ErrorAlert messages={messages} />
  }
  if (data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('passkeys.none')}
      </Text>
    )
  }
  return (
    <List aria-label={t('passkeys.list')} spacing={4} icon={<IconKey size={16} />} center>
      {data.map((passkey) => (
        <List.Item key={passkey.id}>
          <Text span fw={600}>
            {passkey.name}
          </Text>
          <Text span size="sm" c="dimmed">
            {' · '}
            {t('passkeys.created')} {formatMoment(passkey.createdAt, i18n.language)}
          </Text>
        </List.Item>
      ))}
    </List>
  )
}

function RegisterPasskeyForm() {
  const { t } = useTranslation(['settings', 'common'])
  const register = useRegisterPasskey()
  const form = useForm<RegisterPasskeyInput>({
    resolver: zodResolver(registerPasskeyInputSchema),
    defaultValues: EMPTY,
  })
  const submit = useFormSubmit(form, {
    action: (input) => register.mutateAsync(input),
    onSuccess: () => form.reset(EMPTY),
    success: t('passkeys.registered'),
    failure: t('passkeys.failed'),
  })
  // A cancelled ceremony is no failure of the server's: say what happened instead of "could not".
  const cancelled = register.isError && cancelledCeremony(register.error)
  return (
    <Form form={form} submit={submit}>
      <Stack gap="xs">
        {cancelled ? (
          <Alert color="yellow">{t('passkeys.cancelled')}</Alert>
        ) : (
          <FormAlert title={t('form.errorTitle')} />
        )}
        <Group align="flex-end" gap="xs">
          <TextField<RegisterPasskeyInput>
            name="name"
            label={t('passkeys.newName')}
            placeholder={t('passkeys.newNamePlaceholder')}
            style={{ flex: '1 1 16rem' }}
          />
          <SubmitButton leftSection={<IconFingerprint size={18} />}>{t('passkeys.register')}</SubmitButton>
        </Group>
      </Stack>
    </Form>
  )
}
