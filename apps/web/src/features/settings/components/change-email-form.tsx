import { Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { changeEmailInputSchema, useChangeEmail, type ChangeEmailInput } from '../api/change-email'
import type { CurrentUser } from '../api/types'
import { useFieldError } from '../hooks/use-field-error'
import { notifySuccess } from '../../../lib/notify'
import { placeServerErrors } from '../../../lib/server-errors'
import { ErrorAlert } from '../../../components/error-alert'

const EMPTY: ChangeEmailInput = { email: '', current_password: '' }

/** Settings › My Profile › E-mail address: a new address takes effect with the current password. */
export function ChangeEmailForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['settings', 'common'])
  const fieldError = useFieldError()
  const changeEmail = useChangeEmail()
  const [alert, setAlert] = useState<string[]>([])
  const {
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    reset,
    setError,
  } = useForm<ChangeEmailInput>({ resolver: zodResolver(changeEmailInputSchema), defaultValues: EMPTY })

  const onSubmit = handleSubmit(async (input) => {
    setAlert([])
    try {
      await changeEmail.mutateAsync(input)
      reset(EMPTY)
      notifySuccess(t('changeEmail.changed'))
    } catch (error) {
      setAlert(placeServerErrors(error, ['email', 'current_password'], setError, t('common:error.generic')))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="change-email-heading">
      <Stack gap="md" maw={420}>
        <Title order={3} size="h4" id="change-email-heading">
          {t('changeEmail.heading')}
        </Title>
        <Text size="sm">{t('changeEmail.current', { email: user.email })}</Text>
        <ErrorAlert messages={alert} title={t('form.errorTitle')} />
        <TextInput
          label={t('changeEmail.newEmail')}
          type="email"
          withAsterisk
          autoComplete="email"
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <PasswordInput
          label={t('changeEmail.currentPassword')}
          withAsterisk
          autoComplete="current-password"
          error={fieldError(errors.current_password)}
          {...register('current_password')}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={isSubmitting}>
            {t('changeEmail.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
