import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconCloudUpload } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

import { formatDate } from '../../../lib/dates'
import { useOutbox } from '../../../lib/outbox/outbox-store'
import type { OutboxRecord, OutboxStatus } from '../../../lib/outbox/types'

const STATUS_COLORS: Record<OutboxStatus, string> = { waiting: 'blue', sending: 'blue', attention: 'orange' }

function WaitingEntry({ record }: { record: OutboxRecord }) {
  const { t, i18n } = useTranslation('boardbook')
  const { entry, labels } = record
  const times = entry.is_batch
    ? `${t('batch')} · ${t('columns.flightTime')} ${entry.flight_time ?? '–'}`
    : t('waiting.times', { takeoff: entry.to_utc ?? '–', landing: entry.ldg_utc ?? '–' })
  return (
    <Card component="li" withBorder padding="sm" style={{ borderStyle: 'dashed' }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={700}>
          {formatDate(entry.date, 'short', i18n.language)} · {times}
        </Text>
        <Badge variant="light" color={STATUS_COLORS[record.status]} style={{ textTransform: 'none' }}>
          {t(`waiting.status.${record.status}`)}
        </Badge>
      </Group>
      <Text size="sm" mt={4}>
        {labels.location_to ?? '–'} → {labels.location_ldg ?? '–'}
      </Text>
      <Text size="sm">
        <Text span size="xs" c="dimmed">
          {t('form.pilot')}:{' '}
        </Text>
        {labels.pilot ?? '–'}
        {labels.copilot ? ` / ${labels.copilot}` : ''}
      </Text>
    </Card>
  )
}

/**
 * The user's entries of this aircraft that wait on the device to be sent: shown above the journey log,
 * without a number (the server gives it) and marked, so nobody takes them for recorded entries.
 */
export function WaitingEntries({ aircraftId, userId }: { aircraftId: number; userId: number | null | undefined }) {
  const { t } = useTranslation('boardbook')
  const titleId = useId()
  // In the order they were entered: the order they are sent in.
  const records = useOutbox(userId).filter((record) => record.aircraft_id === aircraftId)
  if (records.length === 0) return null
  return (
    <Stack component="section" gap="xs" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <IconCloudUpload size={20} aria-hidden />
          <Title order={3} size="h4" id={titleId}>
            {t('waiting.title')}
          </Title>
        </Group>
        <Anchor component={Link} to="/boardbook/outbox" size="sm">
          {t('waiting.open')}
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        {t('waiting.intro')}
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('waiting.title')}>
        {records.map((record) => (
          <WaitingEntry key={record.client_id} record={record} />
        ))}
      </Stack>
    </Stack>
  )
}
