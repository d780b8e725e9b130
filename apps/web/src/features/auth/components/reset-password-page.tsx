import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { ApiError } from '../../../lib/api-client'
import { forgotPasswordInputSchema, useRequestPasswordReset, type ForgotPasswordInput } from '../api/forgot-password'
import { useFieldMessage } from '../hooks/use-field-message'
import { AuthCard } from './auth-card'

const route = getRouteApi('/reset-password')

/**
 * Spec: idle, loading, then a success or an error alert that replaces the form. A failure without an
 * answer from the server (offline) only ends the loading, so the user can try again.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  const fieldMessage = useFieldMessage()
  const { email } = route.useSearch()
  const request = useRequestPasswordReset()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    mode: 'onBlur',
    defaultValues: { email: email ?? '' },
  })

  return (
    <AuthCard title={t('resetPassword.title')}>
      {request.isSuccess ? (
        <Alert color="green">{t('resetPassword.success')}</Alert>
      ) : (
        <form onSubmit={handleSubmit((input) => request.mutate(input))} noValidate>
          <Stack gap="md">
            {/* A failed request keeps the form, so it can be sent again. */}
            {request.isError && request.error instanceof ApiError && (
              <Alert color="red" role="alert">
                {t('resetPassword.error')}
              </Alert>
            )}
            <Text size="sm">{t('resetPassword.intro')}</Text>
            <TextInput
              label={t('resetPassword.email')}
              type="email"
              inputMode="email"
              autoComplete="username"
              withAsterisk
              error={fieldMessage(errors.email)}
              {...register('email')}
            />
            <Button type="submit" fullWidth size="md" loading={request.isPending}>
              {t('resetPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Divider label={t('resetPassword.or')} labelPosition="center" />
      <Group justify="center">
        <Anchor component={Link} to="/login">
          {t('resetPassword.login')}
        </Anchor>
      </Group>
    </AuthCard>
  )
}
