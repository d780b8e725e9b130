import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { ApiError } from '../../../lib/api-client'
import { newPasswordInputSchema, useResetPassword, type NewPasswordInput } from '../api/reset-password'
import { useFieldMessage } from '../hooks/use-field-message'
import { AuthCard } from './auth-card'

const route = getRouteApi('/change-password')

/** Spec: success snackbars close after 15 000 ms. */
const SUCCESS_NOTIFICATION_MS = 15_000

/** Reached from the password-reset mail: sets a new password with the link's token. */
export function ChangePasswordPage() {
  const { t } = useTranslation('auth')
  const { token } = route.useSearch()
  return (
    <AuthCard title={t('changePassword.title')}>{token ? <NewPasswordForm token={token} /> : <NoToken />}</AuthCard>
  )
}

function NoToken() {
  const { t } = useTranslation('auth')
  return (
    <>
      <Alert color="red">{t('NoToken')}</Alert>
      <Button component={Link} to="/login" fullWidth size="md">
        {t('changePassword.login')}
      </Button>
    </>
  )
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  const fieldMessage = useFieldMessage()
  const navigate = useNavigate()
  const reset = useResetPassword()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordInputSchema),
    defaultValues: { password: '', passwordRepeat: '' },
  })

  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: async () => {
          notifications.show({
            color: 'green',
            message: t('PasswordChangeSuccess'),
            autoClose: SUCCESS_NOTIFICATION_MS,
          })
          await navigate({ to: '/login' })
        },
      },
    ),
  )
  // The server says why (a used or expired link, the password policy); that goes below 'Error'. A
  // policy violation names the field in messages[0] and the rule in the field error.
  const serverMessage =
    reset.error instanceof ApiError ? (reset.error.fieldErrors[0]?.message ?? reset.error.messages[0]) : undefined

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {reset.isError && (
          <Alert color="red" title={tCommon('Error')}>
            {serverMessage}
          </Alert>
        )}
        <Text size="sm">{t('changePassword.intro')}</Text>
        <PasswordInput
          label={t('changePassword.password')}
          autoComplete="new-password"
          withAsterisk
          error={fieldMessage(errors.password)}
          {...register('password')}
        />
        <PasswordInput
          label={t('changePassword.passwordRepeat')}
          autoComplete="new-password"
          withAsterisk
          error={fieldMessage(errors.passwordRepeat)}
          {...register('passwordRepeat')}
        />
        <Button type="submit" fullWidth size="md" loading={reset.isPending}>
          {t('changePassword.submit')}
        </Button>
      </Stack>
    </form>
  )
}
