import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Stack, Text } from '@mantine/core'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { ApiError } from '../../../lib/api-client'
import { PasswordField } from '../../../lib/forms/fields'
import { Form, SubmitButton } from '../../../lib/forms/form'
import { useFormSubmit } from '../../../lib/forms/use-form-submit'
import { newPasswordInputSchema, useResetPassword, type NewPasswordInput } from '../api/reset-password'
import { AuthCard } from './auth-card'

const route = getRouteApi('/change-password')

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
  const navigate = useNavigate()
  const reset = useResetPassword()
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordInputSchema),
    defaultValues: { password: '', passwordRepeat: '' },
  })
  const submit = useFormSubmit(form, {
    action: ({ password }) => reset.mutateAsync({ token, password }),
    onSuccess: () => navigate({ to: '/login' }),
    success: t('PasswordChangeSuccess'),
    // The alert below reads the mutation's error.
    onFailure: () => {},
  })
  // The server says why (a used or expired link, the password policy); that goes below 'Error'. A
  // policy violation names the field in messages[0] and the rule in the field error.
  const serverMessage =
    reset.error instanceof ApiError ? (reset.error.fieldErrors[0]?.message ?? reset.error.messages[0]) : undefined

  return (
    <Form form={form} submit={submit}>
      <Stack gap="md">
        {reset.isError && (
          <Alert color="red" title={tCommon('Error')}>
            {serverMessage}
          </Alert>
        )}
        <Text size="sm">{t('changePassword.intro')}</Text>
        <PasswordField<NewPasswordInput>
          name="password"
          label={t('changePassword.password')}
          autoComplete="new-password"
          withAsterisk
        />
        <PasswordField<NewPasswordInput>
          name="passwordRepeat"
          label={t('changePassword.passwordRepeat')}
          autoComplete="new-password"
          withAsterisk
        />
        <SubmitButton fullWidth size="md">
          {t('changePassword.submit')}
        </SubmitButton>
      </Stack>
    </Form>
  )
}
