import { Card, Stack, Table, Text, Title } from '@mantine/core'
import { fromMinutes } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

import { formatDate } from '../../../lib/dates'
import { useOperatingHours } from '../api/get-operating-hours'
import { CountersBar } from './counters-bar'
import { MeterSetup } from './meter-setup'
import { MonthlyChart } from './monthly-chart'
import { ChooseAircraftPrompt } from '../../../components/choose-aircraft-prompt'

const hours = (minutes: number | null) => (minutes === null ? '—' : `${fromMinutes(minutes)} h`)

/** Spec /operatinghours: counters per aircraft and engine, 24 months as a chart and the counters' history. */
export function OperatingHoursPage({ aircraftId }: { aircraftId: number | undefined }) {
  if (aircraftId === undefined) return <ChooseAircraftPrompt />
  return <OperatingHours aircraftId={aircraftId} />
}

function OperatingHours({ aircraftId }: { aircraftId: number }) {
  const { t, i18n } = useTranslation(['airworthiness', 'common'])
  const { data } = useOperatingHours(aircraftId)
  const month = (value: string) => formatDate(`${value}-01`, 'my', i18n.language)
  const { baseline } = data

  return (
    <Stack>
      <Title order={2}>{t('hours.title')}</Title>
      <CountersBar counters={data.counters} asOf={data.counters_as_of} />
      <MeterSetup aircraftId={aircraftId} />
      <Title order={3}>{t('hours.engines')}</Title>
      {/* On a phone the engines' five columns scroll within the table, not the page. */}
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={t('hours.engines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('hours.engine')}</Table.Th>
              <Table.Th>{t('lifecycle.serialNumber')}</Table.Th>
              <Table.Th>{t('lifecycle.tsn')}</Table.Th>
              <Table.Th>{t('lifecycle.tso')}</Table.Th>
              <Table.Th>{t('lifecycle.csn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.engines.map((engine) => (
              <Table.Tr key={engine.id}>
                <Table.Td>{engine.name}</Table.Td>
                <Table.Td>{engine.serial_number ?? '—'}</Table.Td>
                <Table.Td>{hours(engine.tsn_minutes)}</Table.Td>
                <Table.Td>{hours(engine.tso_minutes)}</Table.Td>
                <Table.Td>{engine.csn ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Card withBorder>
        <Title order={3} mb="sm">
          {t('hours.chartTitle')}
        </Title>
        <MonthlyChart months={data.months} />
      </Card>
      <Title order={3}>{t('hours.history')}</Title>
      <Table.ScrollContainer minWidth={900}>
        <Table aria-label={t('hours.historyTable')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('hours.month')}</Table.Th>
              <Table.Th>{t('hours.flights')}</Table.Th>
              <Table.Th>{t('hours.flightHours')}</Table.Th>
              <Table.Th>{t('counters.landings')}</Table.Th>
              <Table.Th>{t('counters.engine')}</Table.Th>
              <Table.Th>{t('counters.cycles')}</Table.Th>
              <Table.Th>{t('hours.endAirframe')}</Table.Th>
              <Table.Th>{t('hours.endLandings')}</Table.Th>
              <Table.Th>{t('hours.endEngine')}</Table.Th>
              <Table.Th>{t('hours.endCycles')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...data.months].reverse().map((row) => (
              <Table.Tr key={row.month}>
                <Table.Td>{month(row.month)}</Table.Td>
                <Table.Td>{row.flights}</Table.Td>
                <Table.Td>{hours(row.flight_minutes)}</Table.Td>
                <Table.Td>{row.landings}</Table.Td>
                <Table.Td>{hours(row.engine_minutes)}</Table.Td>
                <Table.Td>{row.engine_cycles}</Table.Td>
                <Table.Td>{hours(row.end.airframe_minutes)}</Table.Td>
                <Table.Td>{row.end.landings}</Table.Td>
                <Table.Td>{hours(row.end.engine_minutes)}</Table.Td>
                <Table.Td>{row.end.engine_cycles}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {baseline.date && (
        <Text size="sm" c="dimmed">
          {t('hours.baseline', {
            date: formatDate(baseline.date, 'short', i18n.language),
            airframe: fromMinutes(baseline.airframe_minutes),
            landings: baseline.landings,
            engine: fromMinutes(baseline.engine_minutes),
            cycles: baseline.engine_cycles,
          })}
        </Text>
      )}
    </Stack>
  )
}
