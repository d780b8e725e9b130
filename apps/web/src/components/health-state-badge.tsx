import { Badge, Group } from '@mantine/core'
import { HEALTH_STATES, type HealthState } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

const COLORS: Record<HealthState, string> = {
  current: 'green',
  due_soon: 'yellow',
  overdue: 'red',
  missing: 'orange',
  not_applicable: 'gray',
}

/** A records-health state in words and colour (the colour alone would not reach everyone). */
export function HealthStateBadge({ state }: { state: HealthState }) {
  const { t } = useTranslation('records')
  return (
    // Readable in a narrow table cell, not shrunk to its first letters.
    <Badge color={COLORS[state]} variant={state === 'missing' ? 'filled' : 'light'} miw="max-content">
      {t(`states.${state}`)}
    </Badge>
  )
}

/** How many items stand where: "Aktuell: 12", "Fehlt: 1", … as a list. */
export function HealthCounts({ counts }: { counts: Record<HealthState, number> }) {
  const { t } = useTranslation('records')
  return (
    <Group gap={6} role="list" aria-label={t('counts')}>
      {HEALTH_STATES.map((state) => (
        <Badge key={state} role="listitem" color={COLORS[state]} variant="outline" miw="max-content">
          {t('count', { state: t(`states.${state}`), count: counts[state] })}
        </Badge>
      ))}
    </Group>
  )
}

/** Whether the records are complete: every document of the register there and not expired. */
export function RecordsStateBadge({ state }: { state: 'complete' | 'incomplete' }) {
  const { t } = useTranslation('records')
  return (
    <Badge color={state === 'complete' ? 'green' : 'red'} variant="light" miw="max-content">
      {t(`recordsState.${state}`)}
    </Badge>
  )
}
