import { Card, Stack, Text, Title } from '@mantine/core'
import { IconPlane } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

import { AircraftSelector } from './aircraft-selector'

/**
 * Screens of one aircraft before one is chosen: not an error, a question, with the selector right
 * here (on a phone the top bar's selector is small and easy to miss).
 */
export function ChooseAircraftPrompt() {
  const { t } = useTranslation('layout')
  return (
    <Card withBorder padding="lg" maw={520} role="region" aria-label={t('chooseAircraft.title')}>
      <Stack gap="sm">
        <Title order={3}>
          <IconPlane size={20} style={{ verticalAlign: 'text-bottom' }} /> {t('chooseAircraft.title')}
        </Title>
        <Text size="sm">{t('chooseAircraft.text')}</Text>
        <AircraftSelector width="100%" label={t('chooseAircraft.selector')} />
      </Stack>
    </Card>
  )
}
