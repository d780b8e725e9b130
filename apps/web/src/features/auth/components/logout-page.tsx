import { Alert, Button, Group, Loader } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { logout } from '../api/logout'
import { AuthCard } from './auth-card'

/** Spec: logs out on opening, then a success alert and a Login again button. */
export function LogoutPage() {
  const { t } = useTranslation('auth')
  const queryClient = useQueryClient()
  const [loggedOut, setLoggedOut] = useState(false)
  // React's StrictMode runs effects twice in development; the server call should happen once.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    // logout() forgets the stored token even when the server call fails (an expired session), so the
    // user is logged out either way; nothing of theirs may stay in the cache.
    void logout()
      .catch(() => undefined)
      .finally(() => {
        queryClient.clear()
        setLoggedOut(true)
      })
  }, [queryClient])

  return (
    <AuthCard title={t('logout.title')}>
      {loggedOut ? (
        <>
          <Alert color="green">{t('LogoutSuccess')}</Alert>
          <Button component={Link} to="/login" fullWidth size="md">
            {t('logout.loginAgain')}
          </Button>
        </>
      ) : (
        <Group justify="center" py="md">
          <Loader aria-label={t('logout.loggingOut')} />
        </Group>
      )}
    </AuthCard>
  )
}
