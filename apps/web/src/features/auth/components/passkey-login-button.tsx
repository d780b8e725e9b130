import { Button } from '@mantine/core'
import { browserSupportsWebAuthn } from '@simplewebauthn/browser'
import { useTranslation } from 'react-i18next'

import { ApiError } from '../../../lib/api-client'
import type { LoginResult } from '../../../lib/current-user/types'
import { PasskeyNotUsed, usePasskeyLogin } from '../api/passkey-login'

type Props = {
  onSignedIn: (result: LoginResult) => Promise<void>
  /** Where a refusal or a cancelled passkey dialog shows: the login form's one error (null clears it). */
  onError: (message: string | null) => void
}

/** "Sign in with a passkey", where the browser can use passkeys. */
export function PasskeyLoginButton({ onSignedIn, onError }: Props) {
  const { t } = useTranslation('auth')
  const passkeyLogin = usePasskeyLogin()
  if (!browserSupportsWebAuthn()) return null

  const signIn = async () => {
    let result: LoginResult
    onError(null)
    try {
      result = await passkeyLogin.mutateAsync()
    } catch (error) {
      const message =
        error instanceof PasskeyNotUsed
          ? t('login.passkeyNotUsed')
          : error instanceof ApiError && error.messages[0]
            ? error.messages[0]
            : t('login.failed')
      onError(message)
      return
    }
    await onSignedIn(result)
  }

  return (
    <Button variant="default" fullWidth size="md" loading={passkeyLogin.isPending} onClick={() => void signIn()}>
      {t('login.withPasskey')}
    </Button>
  )
}
