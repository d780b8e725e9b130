import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { fromMinutes, type AircraftSummary, type DueItem, type RecentFlight } from '@flugakte/domain'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { GroundedAlert, LimitationsNotice } from '../../../components/aircraft-defects-alerts'
import { ArcValidityLine } from '../../../components/arc-validity'
import { DueStatusBadge } from '../../../components/due-status-badge'
import { RecordsHealthCard } from '../../../components/records-health-card'
import { formatDate } from '../../../lib/dates'
import { AsOf } from './counters-bar'
import { DueSummary } from './due-cells'
import { RegistrationText } from '../../../components/registration-text'

/** A full report, or the fleet status's summary (without the recent flights). */
type Report = { report: AircraftSummary & { recent_flights?: RecentFlight[] } }

const NEXT_ITEMS = 3

/** The defect a deferred-defect due item stands for (`defect:<id>`). */
function defectOf(item: DueItem): number | null {
  const match = item.kind === 'deferred_defect' ? /^defect:(\d+)$/.exec(item.key) : null
  return match ? Number(match[1]) : null
}

/** Where a due item is kept: its AD, the lifecycle screen, its defect, or the records (the ARC). */
function DueItemLink({ item, aircraft }: { item: DueItem; aircraft: number }) {
  const title = (
    <Text span size="sm" fw={600} c="blue">
      <RegistrationText>{item.title}</RegistrationText>
    </Text>
  )
  const defect = defectOf(item)
  if (item.kind === 'deferred_defect')
    return (
      <Link to="/defects" search={{ aircraft, defect: defect ?? undefined }}>
        {title}
      </Link>
    )
  if (item.kind === 'airworthiness_review')
    return (
      <Link to="/records" search={{ aircraft }}>
        {title}
      </Link>
    )
  return (
    <Link
      to={item.kind === 'airworthiness_directive' ? '/list/airworthiness-directive' : '/lifecycle'}
      search={{ aircraft }}
    >
      {title}
    </Link>
  )
}

/** How many defects are open (deferred ones included), as a way to the defects screen. */
function OpenDefects({ report }: Report) {
  const { t } = useTranslation('dashboard')
  const { open, deferred } = report.defects
  return (
    <Text size="sm">
      <Link to="/defects" search={{ aircraft: report.aircraft.id }} className="touch-link">
        <Text span size="sm" fw={600} c={open + deferred > 0 ? 'red.8' : 'blue'}>
          {t('openDefects', { count: open + deferred })}
        </Text>
      </Link>
      {deferred > 0 && ` · ${t('deferredDefects', { count: deferred })}`}
    </Text>
  )
}

/** One aircraft on the dashboard: status, counters, what falls due next, expiring papers, recent flights. */
export function AircraftDetail({ report }: Report) {
  const { t } = useTranslation(['dashboard', 'airworthiness'])
  const id = report.aircraft.id
  return (
    <Card withBorder padding="lg" component="section" aria-label={report.aircraft.registration}>
      <Stack>
        <Group justify="space-between">
          <Title order={3}>
            <RegistrationText>{report.aircraft.registration}</RegistrationText>
            {report.aircraft.variant ? ` (${report.aircraft.variant})` : ''}
          </Title>
          <Group gap="xs">
            <Text fw={600}>{t('statusHeading')}:</Text>
            <DueStatusBadge status={report.status} kind="aircraft" />
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('airworthiness:counters.airframe')} {fromMinutes(report.counters.airframe_minutes)} h ·{' '}
          {t('airworthiness:counters.landings')} {report.counters.landings} · {t('airworthiness:counters.engine')}{' '}
          {fromMinutes(report.counters.engine_minutes)} h
        </Text>
        <AsOf asOf={report.counters_as_of} />
        <ArcValidityLine arc={report.arc} />
        {report.status === 'grounded' && (
          <GroundedAlert aircraftId={id} registration={report.aircraft.registration} summary={report.defects} />
        )}
        <LimitationsNotice aircraftId={id} limitations={report.defects.limitations} />
        <OpenDefects report={report} />
        {/* The full report is the chosen aircraft's: only then its records are asked for. */}
        {report.recent_flights && <RecordsHealthCard aircraftId={id} />}
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <Stack gap="xs">
            <Title order={4}>{t('nextDue')}</Title>
            <NextDue report={report} />
          </Stack>
          <Stack gap="xs">
            <Title order={4}>{t('expiring')}</Title>
            <ExpiringDocuments report={report} />
          </Stack>
        </SimpleGrid>
        <Group justify={report.recent_flights ? 'space-between' : 'flex-end'}>
          {report.recent_flights && <Title order={4}>{t('recentFlights')}</Title>}
          <Link to="/boardbook" search={{ aircraft: id }} className="touch-link">
            <Text span size="sm" c="blue">
              {t('toBoardbook')}
            </Text>
          </Link>
        </Group>
        {report.recent_flights && (
          <RecentFlights flights={report.recent_flights} registration={report.aircraft.registration} />
        )}
      </Stack>
    </Card>
  )
}

function NextDue({ report }: Report) {
  const { t } = useTranslation(['dashboard', 'airworthiness'])
  const id = report.aircraft.id
  // A deferred defect carries an operating limitation: it is always listed, beside the most urgent items.
  const shown = report.next_due.filter((item, index) => index < NEXT_ITEMS || item.kind === 'deferred_defect')
  return report.next_due.length === 0 ? (
    <Text size="sm">{t('nothingDue')}</Text>
  ) : (
    <Table aria-label={`${t('nextDue')} ${report.aircraft.registration}`}>
      <Table.Tbody>
        {shown.map((item) => (
          <Table.Tr key={item.key}>
            <Table.Td>
              <DueItemLink item={item} aircraft={id} />
              <Text size="xs" c="dimmed">
                <RegistrationText>{`${t(`airworthiness:kind.${item.kind}`)}${item.reference ? ` · ${item.reference}` : ''}`}</RegistrationText>
              </Text>
              <DueStatusBadge status={item.due.status} />
            </Table.Td>
            <Table.Td>
              <DueSummary due={item.due} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

function ExpiringDocuments({ report }: Report) {
  const { t, i18n } = useTranslation(['dashboard', 'airworthiness'])
  return report.expiring_documents.length === 0 ? (
    <Text size="sm">{t('noExpiring')}</Text>
  ) : (
    <Table aria-label={`${t('expiring')} ${report.aircraft.registration}`}>
      <Table.Tbody>
        {report.expiring_documents.map((document) => (
          <Table.Tr key={document.id}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {t(`tags.${document.tag}`)}
              </Text>
              <Text size="xs">
                <RegistrationText>{document.title}</RegistrationText>
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDate(document.expires_at, 'short', i18n.language)}</Text>
              <Text size="sm" c={document.days_left < 0 ? 'red' : 'yellow.8'} fw={600}>
                {document.days_left < 0
                  ? t('expired', { count: -document.days_left })
                  : t('daysLeft', { count: document.days_left })}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

function RecentFlights({ flights, registration }: { flights: RecentFlight[]; registration: string }) {
  const { t, i18n } = useTranslation(['dashboard', 'airworthiness'])
  return flights.length === 0 ? (
    <Text size="sm">{t('noFlights')}</Text>
  ) : (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={`${t('recentFlights')} ${registration}`} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('number')}</Table.Th>
            <Table.Th>{t('date')}</Table.Th>
            <Table.Th>{t('route')}</Table.Th>
            <Table.Th>{t('flightTime')}</Table.Th>
            <Table.Th>{t('landings')}</Table.Th>
            <Table.Th>{t('pilot')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {flights.map((flight) => (
            <Table.Tr key={flight.id}>
              <Table.Td>{flight.number}</Table.Td>
              <Table.Td>{formatDate(flight.date, 'short', i18n.language)}</Table.Td>
              <Table.Td>
                {flight.from} → {flight.to}
              </Table.Td>
              <Table.Td>{fromMinutes(flight.flight_minutes)}</Table.Td>
              <Table.Td>{flight.landings}</Table.Td>
              <Table.Td>{flight.pilot ?? '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
