import { Alert, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** 403: the page exists but the user may not open it. */
export function ForbiddenPage() {
  const { t } = useTranslation()
  return (
    <Stack gap="md">
      <Title order={2}>{t('error.forbiddenTitle')}</Title>
      <Alert color="red" title={t('Error')}>
        {t('error.forbidden')}
      </Alert>
    </Stack>
  )
}
