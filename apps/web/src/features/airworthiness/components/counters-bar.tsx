import { Card, Group, SimpleGrid, Text } from '@mantine/core'
import { fromMinutes, type Counters } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

import { formatMoment } from '../../../lib/dates'
import { formatNumber } from '../../../lib/numbers'

/**
 * The moment the server's figures stand at (the newest counted landing, or the carried-over readings'
 * day): every screen of an aircraft says it the same way, so figures on two screens can be compared.
 */
export function AsOf({ asOf }: { asOf: string | null }) {
  const { t, i18n } = useTranslation('airworthiness')
  if (!asOf) return null
  return (
    <Text size="xs" c="dimmed">
      {t('counters.asOf', { date: formatMoment(asOf, i18n.language) })}
    </Text>
  )
}

/** The aircraft's four counters, as of the newest journey-log entry. */
export function CountersBar({
  counters,
  asOf,
  minutesPerDay,
}: {
  counters: Counters
  asOf: string | null
  minutesPerDay?: number
}) {
  const { t, i18n } = useTranslation('airworthiness')
  const figures = [
    { label: t('counters.airframe'), value: `${fromMinutes(counters.airframe_minutes)} h` },
    { label: t('counters.landings'), value: String(counters.landings) },
    { label: t('counters.engine'), value: `${fromMinutes(counters.engine_minutes)} h` },
    { label: t('counters.cycles'), value: String(counters.engine_cycles) },
  ]
  return (
    <Card withBorder>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {figures.map((figure) => (
          <div key={figure.label}>
            <Text size="xs" c="dimmed">
              {figure.label}
            </Text>
            <Text fw={700} size="lg">
              {figure.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Group gap="lg" mt="xs">
        <AsOf asOf={asOf} />
        {minutesPerDay !== undefined && (
          <Text size="xs" c="dimmed">
            {t('counters.average', { hours: formatNumber((minutesPerDay * 30) / 60, i18n.language) })}
          </Text>
        )}
      </Group>
    </Card>
  )
}
