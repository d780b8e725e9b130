import { Group, Text } from '@mantine/core'
import type { ArcValidity } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

import { formatDay } from '../lib/dates'
import { HealthStateBadge } from './health-state-badge'

/** "ARC gültig bis 12.08.2027" with its state, "ARC abgelaufen am …", or "ARC fehlt"; a group named "ARC". */
export function ArcValidityLine({ arc, withSource = false }: { arc: ArcValidity; withSource?: boolean }) {
  const { t, i18n } = useTranslation('records')
  const date = formatDay(arc.valid_until, i18n.language)
  const text = !arc.valid_until
    ? t('arc.missing')
    : arc.state === 'overdue'
      ? t('arc.expired', { date })
      : t('arc.validUntil', { date })
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('arc.label')}>
      <Text size="sm" fw={600}>
        {text}
      </Text>
      <HealthStateBadge state={arc.valid_until ? arc.state : 'missing'} />
      {withSource && arc.source && (
        <Text size="xs" c="dimmed">
          {t(`arc.source.${arc.source}`)}
        </Text>
      )}
    </Group>
  )
}
