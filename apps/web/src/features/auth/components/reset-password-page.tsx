import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Anchor, Divider, Group, Stack, Text } from '@mantine/core'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { ApiError } from '../../../lib/api-client'
import { TextField } from '../../../lib/forms/fields'
import { Form, SubmitButton } from '../../../lib/forms/form'
import { useFormSubmit } from '../../../lib/forms/use-form-submit'
import { forgotPasswordInputSchema, useRequestPasswordReset, type ForgotPasswordInput } from '../api/forgot-password'
import { AuthCard } from './auth-card'

const route = getRouteApi('/reset-password')

/**
 * Spec: idle, loading, then a success or an error alert that replaces the form. A failure without an
 * answer from the server (offline) only ends the loading, so the user can try again.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  const { email } = route.useSearch()
  const request = useRequestPasswordReset()
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    mode: 'onBlur',
    defaultValues: { email: email ?? '' },
  })
  // The mutation's state shows the outcome (success replaces the form, a refusal shows above it).
  const submit = useFormSubmit(form, { action: (input) => request.mutateAsync(input), onFailure: () => {} })

  return (
    <AuthCard title={t('resetPassword.title')}>
      {request.isSuccess ? (
        <Alert color="green">{t('resetPassword.success')}</Alert>
      ) : (
        <Form form={form} submit={submit}>
          <Stack gap="md">
            {/* A failed request keeps the form, so it can be sent again. */}
            {request.isError && request.error instanceof ApiError && (
              <Alert color="red" role="alert">
                {t('resetPassword.error')}
              </Alert>
            )}
            <Text size="sm">{t('resetPassword.intro')}</Text>
            <TextField<ForgotPasswordInput>
              name="email"
              label={t('resetPassword.email')}
              type="email"
              inputMode="email"
              autoComplete="username"
              withAsterisk
            />
            <SubmitButton fullWidth size="md">
              {t('resetPassword.submit')}
            </SubmitButton>
          </Stack>
        </Form>
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
