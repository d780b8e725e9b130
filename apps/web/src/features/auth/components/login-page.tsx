import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Anchor, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { getRouteApi, Link, useNavigate, useRouter } from '@tanstack/react-router'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { ApiError } from '../../../lib/api-client'
import { PasswordField, TextField } from '../../../lib/forms/fields'
import { Form, SubmitButton } from '../../../lib/forms/form'
import { useFormSubmit } from '../../../lib/forms/use-form-submit'
import { appLanguage, setLanguage } from '../../../lib/i18n'
import { sessionEndedNotice } from '../../../lib/session'
import { loginInputSchema, useLogin, type LoginInput } from '../api/login'
import { AuthCard } from './auth-card'

const route = getRouteApi('/login')

/** Spec: email and password, forgot-password link, imprint and privacy links; on success the dashboard. */
export function LoginPage() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  const navigate = useNavigate()
  const { aircraft, redirect } = route.useSearch()
  const router = useRouter()
  const login = useLogin()
  // Shown until the next sign-in (saving a new session clears it).
  const sessionEnded = sessionEndedNotice()
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  })
  // The forgot-password link carries what was typed, so the reset form starts filled in.
  const typedEmail = useWatch({ control: form.control, name: 'email' }).trim()
  const submit = useFormSubmit(form, {
    action: (input) => login.mutateAsync(input),
    onSuccess: async ({ user }) => {
      notifications.clean()
      await setLanguage(appLanguage(user.language))
      if (redirect) router.history.push(redirect)
      else await navigate({ to: '/dashboard', search: aircraft === undefined ? {} : { aircraft } })
    },
    onFailure: (error) => {
      const message = error instanceof ApiError && error.messages[0] ? error.messages[0] : t('login.failed')
      // Spec: the default snackbar has no timeout; the pilot closes it.
      notifications.show({ color: 'red', title: tCommon('Error'), message, autoClose: false })
    },
  })

  return (
    <AuthCard title={tCommon('appTitle')}>
      <Form form={form} submit={submit}>
        <Stack gap="md">
          {sessionEnded && (
            <Alert color="blue" role="status">
              {t('login.sessionEnded')}
            </Alert>
          )}
          <TextField<LoginInput>
            name="email"
            label={t('login.email')}
            type="email"
            inputMode="email"
            autoComplete="username"
            withAsterisk
          />
          <PasswordField<LoginInput>
            name="password"
            label={t('login.password')}
            autoComplete="current-password"
            withAsterisk
          />
          <Group justify="flex-end">
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link to="/reset-password" search={typedEmail ? { email: typedEmail } : {}} {...props} />
              )}
            >
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <SubmitButton fullWidth size="md">
            {t('login.submit')}
          </SubmitButton>
        </Stack>
      </Form>
    </AuthCard>
  )
}
