import { Anchor, Container, Group, Paper, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { LanguageSwitch } from '../../../components/language-switch'
import { useAppConfig } from '../api/get-app-config'

/**
 * The frame of the screens without login: a narrow card that fills a phone's width, the heading,
 * and the imprint and privacy-policy links when the server configures them.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={460} px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={1} ta="center">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
        <Group justify="center">
          <LanguageSwitch />
        </Group>
        <LegalLinks />
      </Stack>
    </Container>
  )
}

function LegalLinks() {
  const { t } = useTranslation('auth')
  const { data: config } = useAppConfig()
  if (!config?.imprintUrl && !config?.privacyPolicyUrl) return null
  return (
    <Group justify="center" gap="lg">
      {config.imprintUrl && (
        <Anchor href={config.imprintUrl} target="_blank" rel="noopener noreferrer" size="sm" c="dimmed">
          {t('login.imprint')}
        </Anchor>
      )}
      {config.privacyPolicyUrl && (
        <Anchor href={config.privacyPolicyUrl} target="_blank" rel="noopener noreferrer" size="sm" c="dimmed">
          {t('login.privacyPolicy')}
        </Anchor>
      )}
    </Group>
  )
}
