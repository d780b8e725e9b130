import { Alert, Button, Group, Pagination, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconAlertTriangle, IconPlus, IconSignature, IconWifiOff } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { GroundedAlert, LimitationsNotice } from '../../../components/aircraft-defects-alerts'
import { useAircraftStatus } from '../../../lib/aircraft/get-fleet-status'
import { formatMoment } from '../../../lib/dates'
import { useOnline } from '../../../lib/use-online'
import { useAwaitingSignature } from '../api/get-awaiting-signature'
import { isFiltered, type BoardbookFilter as Filter } from '../api/filter'
import { boardbookQueryOptions, useBoardbook } from '../api/get-boardbook'
import type { Person, SelectedAircraft } from '../api/types'
import { AddEntryModal } from './add-entry-modal'
import { BoardbookFilter } from './boardbook-filter'
import { BoardbookTable } from './boardbook-table'
import { BoardbookTotals } from './boardbook-totals'
import { JourneyLogIntegrity } from './journey-log-integrity'
import { PrintJourneyLogButton } from './print-journey-log-button'
import { RecordExportButton } from './record-export-button'
import { WaitingEntries } from './waiting-entries'
import { ChooseAircraftPrompt } from '../../../components/choose-aircraft-prompt'
import { ButtonLink } from '../../../components/router-links'

type Props = {
  /** `?aircraft=`; known before the aircraft list has loaded. */
  aircraftId: number | undefined
  /** The chosen aircraft's record, for the registration a new entry carries. */
  aircraft: SelectedAircraft | undefined
  /** Whether the server lets the user add entries to this aircraft. */
  canAddEntry: boolean
  /** Whether the server lets the user export the aircraft's whole record. */
  canExportRecord?: boolean
  /** Whether the server takes a defect report on this aircraft from the user. */
  canReportDefect?: boolean
  currentUser: Person | null | undefined
  page: number
  onPageChange: (page: number) => void
  /** The days and search the list is filtered to (none: the whole log). */
  filter?: Filter
  onFilterChange?: (filter: Filter) => void
  /** The next page is being loaded. */
  loading?: boolean
}

/** Boardbook: the chosen aircraft's journey log with its totals, and the way to add an entry. */
export function BoardbookPage({ aircraftId, ...props }: Props) {
  const { t } = useTranslation('boardbook')
  if (!aircraftId) {
    return (
      <Stack>
        <Title order={2}>{t('title')}</Title>
        <ChooseAircraftPrompt />
      </Stack>
    )
  }
  return <Boardbook aircraftId={aircraftId} {...props} />
}

function Boardbook({
  aircraftId,
  aircraft,
  canAddEntry,
  canExportRecord = false,
  canReportDefect = false,
  currentUser,
  page,
  onPageChange,
  filter = {},
  onFilterChange,
  loading = false,
}: Props & { aircraftId: number }) {
  const { t, i18n } = useTranslation('boardbook')
  const [adding, addDialog] = useDisclosure(false)
  const online = useOnline()
  // Only read here: whether the device holds this page (loaded before, or kept from an earlier session).
  const { data: kept, dataUpdatedAt } = useQuery({
    ...boardbookQueryOptions({ aircraft: aircraftId, page, filter }),
    enabled: false,
  })

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>
          {t('title')}
          {aircraft ? ` ${aircraft.registration}` : ''}
        </Title>
        <Group gap="xs">
          <AwaitingSignatureButton />
          {online && <PrintJourneyLogButton aircraftId={aircraftId} range={{ from: filter.from, to: filter.to }} />}
          {online && canExportRecord && aircraft && (
            <RecordExportButton aircraftId={aircraftId} registration={aircraft.registration} />
          )}
          {canReportDefect && (
            <ButtonLink
              to="/defects"
              search={{ aircraft: aircraftId, report: 1 }}
              variant="light"
              color="red"
              leftSection={<IconAlertTriangle size={16} />}
            >
              {t('reportDefect')}
            </ButtonLink>
          )}
          {canAddEntry && (
            <Button leftSection={<IconPlus size={16} />} onClick={addDialog.open} disabled={!aircraft}>
              {t('addEntry')}
            </Button>
          )}
        </Group>
      </Group>
      <AircraftDefects aircraftId={aircraftId} registration={aircraft?.registration} />
      {online && <JourneyLogIntegrity aircraftId={aircraftId} />}
      {!online && kept && (
        <Alert
          role="status"
          color="gray"
          icon={<IconWifiOff size={18} />}
          title={t('offline.asOf', { date: formatMoment(new Date(dataUpdatedAt).toISOString(), i18n.language) })}
        >
          {t('offline.needsConnection')}
        </Alert>
      )}
      <WaitingEntries aircraftId={aircraftId} userId={currentUser?.id} />
      {online || kept ? (
        <>
          {online && onFilterChange && (
            // A filter changed elsewhere (back, a link) shows in the fields.
            <BoardbookFilter key={JSON.stringify(filter)} value={filter} onChange={onFilterChange} />
          )}
          <JourneyLog
            aircraftId={aircraftId}
            page={page}
            filter={filter}
            onPageChange={onPageChange}
            loading={loading}
          />
        </>
      ) : (
        <Alert role="status" color="gray" icon={<IconWifiOff size={18} />}>
          {t('offline.notLoaded')}
        </Alert>
      )}
      <AddEntryModal opened={adding} onClose={addDialog.close} aircraft={aircraft} currentUser={currentUser} />
    </Stack>
  )
}

/** The page of the journey log with its totals (offline: as the device last loaded it). */
function JourneyLog({
  aircraftId,
  page,
  filter,
  onPageChange,
  loading,
}: {
  aircraftId: number
  page: number
  filter: Filter
  onPageChange: (page: number) => void
  loading: boolean
}) {
  const { t } = useTranslation('boardbook')
  const { data } = useBoardbook({ aircraft: aircraftId, page, filter })
  return (
    <>
      <BoardbookTotals totals={data.totals} baseline={data.baseline} />
      {isFiltered(filter) && (
        <Text size="sm" fw={600} role="status">
          {t('filter.found', { count: data.totalDocs })}
        </Text>
      )}
      {data.docs.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <BoardbookTable aircraftId={aircraftId} entries={data.docs} loading={loading} />
      )}
      {data.totalPages > 1 && (
        <Group justify="center">
          <Pagination total={data.totalPages} value={data.page} onChange={onPageChange} aria-label={t('pagination')} />
        </Group>
      )}
    </>
  )
}

/** Before anyone flies it: whether an open defect grounds the aircraft, and the limitations in force. */
function AircraftDefects({ aircraftId, registration }: { aircraftId: number; registration: string | undefined }) {
  const status = useAircraftStatus(aircraftId)
  if (!status) return null
  return (
    <>
      {status.status === 'grounded' && (
        <GroundedAlert
          aircraftId={aircraftId}
          registration={registration ?? status.aircraft.registration}
          summary={status.defects}
        />
      )}
      <LimitationsNotice aircraftId={aircraftId} limitations={status.defects.limitations} />
    </>
  )
}

/** The way to the caller's entries that await their signature, while there are any. */
function AwaitingSignatureButton() {
  const { t } = useTranslation('boardbook')
  const { data } = useAwaitingSignature()
  if (!data || data.totalDocs === 0) return null
  return (
    <Button
      component={Link}
      to="/boardbook/awaiting-signature"
      variant="light"
      color="orange"
      leftSection={<IconSignature size={16} />}
    >
      {t('awaiting.open', { count: data.totalDocs })}
    </Button>
  )
}
