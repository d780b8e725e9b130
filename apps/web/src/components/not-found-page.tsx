import { Alert, Anchor, Container, Stack, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { LanguageSwitch } from './language-switch'

/** Spec: title 404, an error alert 'Fehler' saying the page does not exist, a link to the start page. */
export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('notFound.title')}</Title>
        <Alert color="red" title={t('notFound.alertTitle')} role="alert">
          {t('notFound.text')}
        </Alert>
        <Anchor component={Link} to="/">
          {t('notFound.back')}
        </Anchor>
        <LanguageSwitch />
      </Stack>
    </Container>
  )
}
