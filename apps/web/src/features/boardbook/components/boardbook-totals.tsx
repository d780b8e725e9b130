import {
  aircraftTotals,
  counterBaselineOf,
  fromMinutes,
  type BoardbookTotals as Totals,
  type CounterBaseline,
} from '@flugakte/domain'
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

import { formatDate } from '../../../lib/dates'

/**
 * The carried-forward totals of the whole journey log (not of the page shown): first what was flown
 * and recorded in Flugakte, then the aircraft's totals with the readings carried over from the paper
 * journey log, so neither is mistaken for the other.
 */
export function BoardbookTotals({ totals, baseline }: { totals: Totals; baseline?: CounterBaseline }) {
  const { t, i18n } = useTranslation('boardbook')
  const figures = [
    { label: t('totals.flights'), value: String(totals.flights) },
    { label: t('totals.flightHours'), value: fromMinutes(totals.minutes) },
    { label: t('totals.landings'), value: String(totals.landings) },
    { label: t('totals.engineHours'), value: fromMinutes(totals.engine_minutes) },
    { label: t('totals.cycles'), value: String(totals.cycles) },
  ]
  const carried = counterBaselineOf(baseline)
  const aircraft = aircraftTotals(totals, carried)
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id="boardbook-totals-heading">
        {t('totals.recorded')}
      </Text>
      <SimpleGrid component="section" aria-labelledby="boardbook-totals-heading" cols={{ base: 2, xs: 3, md: 5 }}>
        {figures.map(({ label, value }) => (
          <Paper key={label} withBorder p="sm" role="group" aria-label={label}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text size="xl" fw={700} ff="monospace">
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" aria-label={t('totals.aircraftLabel')}>
        {t(carried.date ? 'totals.aircraft' : 'totals.aircraftWithoutCarried', {
          date: formatDate(carried.date, 'short', i18n.language),
          airframe: fromMinutes(aircraft.minutes),
          landings: aircraft.landings,
          engine: fromMinutes(aircraft.engine_minutes),
          cycles: aircraft.cycles,
        })}
      </Text>
    </Stack>
  )
}
