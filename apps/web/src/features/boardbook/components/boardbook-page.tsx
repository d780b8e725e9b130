import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconPlus, IconSignature } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { useAwaitingSignature } from '../api/get-awaiting-signature'
import { useBoardbook } from '../api/get-boardbook'
import type { Person, SelectedAircraft } from '../api/types'
import { AddEntryModal } from './add-entry-modal'
import { BoardbookTable } from './boardbook-table'
import { BoardbookTotals } from './boardbook-totals'
import { JourneyLogIntegrity } from './journey-log-integrity'
import { PrintJourneyLogButton } from './print-journey-log-button'
import { RecordExportButton } from './record-export-button'
import { ChooseAircraftPrompt } from '../../../components/choose-aircraft-prompt'

type Props = {
  /** `?aircraft=`; known before the aircraft list has loaded. */
  aircraftId: number | undefined
  /** The chosen aircraft's record, for the registration a new entry carries. */
  aircraft: SelectedAircraft | undefined
  /** Whether the server lets the user add entries to this aircraft. */
  canAddEntry: boolean
  /** Whether the server lets the user export the aircraft's whole record. */
  canExportRecord?: boolean
  currentUser: Person | null | undefined
  page: number
  onPageChange: (page: number) => void
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
  currentUser,
  page,
  onPageChange,
  loading = false,
}: Props & { aircraftId: number }) {
  const { t } = useTranslation('boardbook')
  const [adding, addDialog] = useDisclosure(false)
  const { data } = useBoardbook({ aircraft: aircraftId, page })

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>
          {t('title')}
          {aircraft ? ` ${aircraft.registration}` : ''}
        </Title>
        <Group gap="xs">
          <AwaitingSignatureButton />
          <PrintJourneyLogButton aircraftId={aircraftId} />
          {canExportRecord && aircraft && (
            <RecordExportButton aircraftId={aircraftId} registration={aircraft.registration} />
          )}
          {canAddEntry && (
            <Button leftSection={<IconPlus size={16} />} onClick={addDialog.open} disabled={!aircraft}>
              {t('addEntry')}
            </Button>
          )}
        </Group>
      </Group>
      <JourneyLogIntegrity aircraftId={aircraftId} />
      <BoardbookTotals totals={data.totals} baseline={data.baseline} />
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
      <AddEntryModal opened={adding} onClose={addDialog.close} aircraft={aircraft} currentUser={currentUser} />
    </Stack>
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
