import { Alert, Button, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

import { ApiError } from '../../../lib/api-client'
import { useBoardbook } from '../api/get-boardbook'
import type { Person, SelectedAircraft } from '../api/types'
import { AddEntryModal } from './add-entry-modal'
import { BoardbookTable } from './boardbook-table'
import { BoardbookTotals } from './boardbook-totals'
import { ChooseAircraftPrompt } from '../../../components/choose-aircraft-prompt'

type Props = {
  /** `?aircraft=`; known before the aircraft list has loaded. */
  aircraftId: number | undefined
  /** The chosen aircraft's record, for the registration a new entry carries. */
  aircraft: SelectedAircraft | undefined
  /** Whether the server lets the user add entries to this aircraft. */
  canAddEntry: boolean
  currentUser: Person | null | undefined
  page: number
  onPageChange: (page: number) => void
}

/** Boardbook: the chosen aircraft's journey log with its totals, and the way to add an entry. */
export function BoardbookPage({ aircraftId, aircraft, canAddEntry, currentUser, page, onPageChange }: Props) {
  const { t } = useTranslation(['boardbook', 'common'])
  const [adding, addDialog] = useDisclosure(false)
  const { data, isPending, isError, error } = useBoardbook(aircraftId ? { aircraft: aircraftId, page } : null)

  if (!aircraftId) {
    return (
      <Stack>
        <Title order={2}>{t('title')}</Title>
        <ChooseAircraftPrompt />
      </Stack>
    )
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>
          {t('title')}
          {aircraft ? ` ${aircraft.registration}` : ''}
        </Title>
        {canAddEntry && (
          <Button leftSection={<IconPlus size={16} />} onClick={addDialog.open} disabled={!aircraft}>
            {t('addEntry')}
          </Button>
        )}
      </Group>
      {isPending ? (
        <Stack aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton height={64} />
          <Skeleton height={320} />
        </Stack>
      ) : isError ? (
        <Alert color="red" role="alert">
          {error instanceof ApiError && error.messages[0] ? error.messages[0] : t('loadFailed')}
        </Alert>
      ) : (
        <>
          <BoardbookTotals totals={data.totals} baseline={data.baseline} />
          {data.docs.length === 0 ? <Text c="dimmed">{t('empty')}</Text> : <BoardbookTable entries={data.docs} />}
          {data.totalPages > 1 && (
            <Group justify="center">
              <Pagination
                total={data.totalPages}
                value={data.page}
                onChange={onPageChange}
                aria-label={t('pagination')}
              />
            </Group>
          )}
        </>
      )}
      <AddEntryModal opened={adding} onClose={addDialog.close} aircraft={aircraft} currentUser={currentUser} />
    </Stack>
  )
}
