import { Alert, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { fromMinutes, type AircraftSummary } from '@flugakte/domain'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { DueStatusBadge } from '../../../components/due-status-badge'
import { useFleetStatus } from '../../../lib/aircraft/get-fleet-status'
import { projectedText } from '../../../lib/due-text'
import { useAirworthinessReports } from '../api/get-airworthiness-report'
import { AircraftDetail } from './aircraft-detail'

export type DashboardAircraft = { id: number; label: string }

type Props = {
  aircraft: DashboardAircraft[]
  /** The top bar's choice; without one, every aircraft's detail is shown. */
  selected: number | undefined
  isLoading: boolean
}

function FleetTable({
  aircraft,
  reports,
}: {
  aircraft: DashboardAircraft[]
  reports: (AircraftSummary | undefined)[]
}) {
  const { t, i18n } = useTranslation(['dashboard', 'airworthiness'])
  const { t: common } = useTranslation()
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table aria-label={t('fleetTable')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('aircraft')}</Table.Th>
            <Table.Th>{t('status')}</Table.Th>
            <Table.Th>{t('airframe')}</Table.Th>
            <Table.Th>{t('nextItem')}</Table.Th>
            <Table.Th>{t('documents')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {aircraft.map((plane, index) => {
            const report = reports[index]
            const next = report?.next_due[0]
            return (
              <Table.Tr key={plane.id}>
                <Table.Td>
                  <Link to="/dashboard" search={{ aircraft: plane.id }}>
                    <Text span fw={600} c="blue">
                      {plane.label}
                    </Text>
                  </Link>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {report ? (
                    <DueStatusBadge status={report.status} kind="aircraft" />
                  ) : (
                    <Skeleton height={20} width={90} />
                  )}
                </Table.Td>
                <Table.Td>{report ? `${fromMinutes(report.counters.airframe_minutes)} h` : ''}</Table.Td>
                <Table.Td>
                  {next ? (
                    <Text size="sm">
                      {next.title} · {projectedText(next.due, common, i18n.language)}
                    </Text>
                  ) : (
                    ''
                  )}
                </Table.Td>
                <Table.Td>{report ? report.expiring_documents.length : ''}</Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/**
 * Spec dashboard: per aircraft whether it is airworthy and what falls due next; a fleet view for several.
 * The fleet and the summaries come in one request (fleet status); the chosen aircraft's full report
 * adds its recent flights.
 */
export function DashboardPage({ aircraft, selected, isLoading }: Props) {
  const { t } = useTranslation('dashboard')
  const fleet = useFleetStatus(aircraft.length > 0)
  const summaries = aircraft.map((plane) => fleet.data?.aircraft.find((entry) => entry.aircraft.id === plane.id))
  const [chosen] = useAirworthinessReports(selected === undefined ? [] : [selected])
  const detail = selected === undefined ? aircraft : aircraft.filter((plane) => plane.id === selected)
  return (
    <Stack>
      <Title order={2}>{t('title')}</Title>
      {isLoading ? (
        <Skeleton height={120} />
      ) : aircraft.length === 0 ? (
        <Alert color="blue">{t('noAircraft')}</Alert>
      ) : (
        <>
          {aircraft.length > 1 && (
            <Stack gap="xs">
              <Title order={3}>{t('fleet')}</Title>
              <FleetTable aircraft={aircraft} reports={summaries} />
            </Stack>
          )}
          {detail.map((plane) => {
            const query = selected === undefined ? fleet : chosen
            const report = selected === undefined ? summaries[aircraft.indexOf(plane)] : chosen?.data
            if (query?.isError) return <Alert key={plane.id} color="red">{`${plane.label}: ${t('loadFailed')}`}</Alert>
            return report ? <AircraftDetail key={plane.id} report={report} /> : <Skeleton key={plane.id} height={240} />
          })}
        </>
      )}
    </Stack>
  )
}
