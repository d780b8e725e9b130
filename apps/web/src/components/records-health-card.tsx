import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

import { useRecordsHealth } from '../lib/aircraft/get-records-health'
import { HealthCounts, RecordsStateBadge } from './health-state-badge'
import { AnchorLink } from './router-links'

/**
 * The dashboard's view of an aircraft's records (Akten & ARC): complete or not, and which documents
 * make them incomplete, how many items stand where, and the way to the records screen. The ARC's
 * validity stands on the aircraft's card above it.
 */
export function RecordsHealthCard({ aircraftId }: { aircraftId: number }) {
  const { t } = useTranslation('records')
  const { data, isError } = useRecordsHealth(aircraftId)
  // What makes the records incomplete: the register's missing or expired documents, named.
  const gaps = (data?.documents ?? [])
    .filter((row) => row.state === 'missing' || row.state === 'overdue')
    .map((row) => t(`register.documents.${row.document}`))
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
            {gaps.length > 0 && (
              <Text size="sm" c="red.8">
                {t('card.gaps', { documents: gaps.join(', ') })}
              </Text>
            )}
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
