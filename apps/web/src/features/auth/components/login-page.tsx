import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core'
import { getRouteApi, Link, useNavigate, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ApiError } from '../../../lib/api-client'
import type { LoginResult } from '../../../lib/current-user/types'
import { appLanguage, setLanguage } from '../../../lib/i18n'
import { sessionEndedNotice } from '../../../lib/session'
import { useLogin } from '../api/login'
import { useLoginForm } from '../hooks/use-login-form'
import { AuthCard } from './auth-card'
import { PasskeyLoginButton } from './passkey-login-button'

const route = getRouteApi('/login')

/** Spec: email and password, forgot-password link, imprint and privacy links; on success the dashboard. */
export function LoginPage() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  const navigate = useNavigate()
  const { aircraft, redirect } = route.useSearch()
  const router = useRouter()
  const login = useLogin()
  // A refusal shows in the form, in one place: the latest one replaces the one before.
  const [error, setError] = useState<string | null>(null)
  // Shown until the next sign-in (saving a new session clears it).
  const sessionEnded = sessionEndedNotice()
  const signedIn = async (result: LoginResult) => {
    await setLanguage(appLanguage(result.user.language))
    if (redirect) router.history.push(redirect)
    else await navigate({ to: '/dashboard', search: aircraft === undefined ? {} : { aircraft } })
  }
  const form = useLoginForm(async (input) => {
    let result: LoginResult
    setError(null)
    try {
      result = await login.mutateAsync(input)
    } catch (caught) {
      // It stays until the next attempt (spec: an error has no timeout).
      setError(caught instanceof ApiError && caught.messages[0] ? caught.messages[0] : t('login.failed'))
      return
    }
    await signedIn(result)
  })
  // The forgot-password link carries what was typed, so the reset form starts filled in.
  const typedEmail = form.values.email.trim()

  return (
    <AuthCard title={tCommon('appTitle')}>
      <form onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <Stack gap="md">
          {sessionEnded && (
            <Alert color="blue" role="status">
              {t('login.sessionEnded')}
            </Alert>
          )}
          {error && (
            <Alert color="red" title={tCommon('Error')} role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            {...form.field('email')}
            label={t('login.email')}
            type="email"
            inputMode="email"
            autoComplete="username"
            withAsterisk
          />
          <PasswordInput
            {...form.field('password')}
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
          <Button type="submit" loading={form.submitting} fullWidth size="md">
            {t('login.submit')}
          </Button>
          <PasskeyLoginButton onSignedIn={signedIn} onError={setError} />
        </Stack>
      </form>
    </AuthCard>
  )
}
