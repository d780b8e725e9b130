import { fromMinutes, type BoardbookTotals as Totals } from '@flugakte/domain'
import { Paper, SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The carried-forward totals of the whole journey log (not of the page shown). */
export function BoardbookTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation('boardbook')
  const figures = [
    { label: t('totals.flights'), value: String(totals.flights) },
    { label: t('totals.flightHours'), value: fromMinutes(totals.minutes) },
    { label: t('totals.landings'), value: String(totals.landings) },
    { label: t('totals.engineHours'), value: fromMinutes(totals.engine_minutes) },
    { label: t('totals.cycles'), value: String(totals.cycles) },
  ]
  return (
    <SimpleGrid component="section" aria-label={t('totals.label')} cols={{ base: 2, xs: 3, md: 5 }}>
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
  )
}
