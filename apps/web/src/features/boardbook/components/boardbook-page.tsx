import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

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
        {canAddEntry && (
          <Button leftSection={<IconPlus size={16} />} onClick={addDialog.open} disabled={!aircraft}>
            {t('addEntry')}
          </Button>
        )}
      </Group>
      <BoardbookTotals totals={data.totals} baseline={data.baseline} />
      {data.docs.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <BoardbookTable entries={data.docs} loading={loading} />
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
