import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

import { useRecordsHealth } from '../lib/aircraft/get-records-health'
import { ArcValidityLine } from './arc-validity'
import { HealthCounts, RecordsStateBadge } from './health-state-badge'
import { AnchorLink } from './router-links'

/**
 * The dashboard's view of an aircraft's records (Akten & ARC): complete or not, how many items stand
 * where, how long the ARC is valid, and the way to the records screen.
 */
export function RecordsHealthCard({ aircraftId }: { aircraftId: number }) {
  const { t } = useTranslation('records')
  const { data, isError } = useRecordsHealth(aircraftId)
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('title')}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={4}>{t('title')}</Title>
          <AnchorLink to="/records" search={{ aircraft: aircraftId }} size="sm">
            {t('card.link')}
          </AnchorLink>
        </Group>
        {data ? (
          <>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {t('recordsState.label')}:
              </Text>
              <RecordsStateBadge state={data.records_state} />
            </Group>
            <ArcValidityLine arc={data.arc} />
            <HealthCounts counts={data.counts} />
          </>
        ) : isError ? (
          <Text size="sm" c="dimmed">
            {t('loadFailed')}
          </Text>
        ) : (
          <Skeleton height={60} />
        )}
      </Stack>
    </Card>
  )
}
