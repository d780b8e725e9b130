import { Alert, Button, Center, Group, Stack, Text, Title } from '@mantine/core'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { clearSession } from '../lib/session'

/**
 * What a screen shows when it fails: in the interface language, with the two ways out a user has
 * (reload, or sign in again), never a bare stack trace.
 */
export function ErrorPage({ error }: Pick<ErrorComponentProps, 'error'>) {
  const { t } = useTranslation()
  const signInAgain = () => {
    clearSession()
    window.location.assign('/login')
  }
  return (
    <Center mih="60vh" p="md">
      <Stack maw={520} gap="md">
        <Title order={2}>{t('errorPage.title')}</Title>
        <Alert color="red" role="alert" title={t('Error')}>
          <Text size="sm">{t('errorPage.text')}</Text>
          {error instanceof Error && error.message && (
            <Text size="xs" c="dimmed" mt="xs">
              {error.message}
            </Text>
          )}
        </Alert>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('errorPage.reload')}</Button>
          <Button variant="default" onClick={signInAgain}>
            {t('errorPage.signInAgain')}
          </Button>
        </Group>
      </Stack>
    </Center>
  )
}
