import { ActionIcon, Tooltip } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

import type { Person, SelectedAircraft } from '../api/types'
import { AddEntryModal } from './add-entry-modal'

type Props = { aircraft: SelectedAircraft | null | undefined; currentUser: Person | null | undefined }

/** The top bar's button for the full-width add-entry dialog. */
export function AddEntryButton({ aircraft, currentUser }: Props) {
  const { t } = useTranslation('boardbook')
  const [opened, modal] = useDisclosure(false)
  return (
    <>
      <Tooltip label={t('form.title')}>
        <ActionIcon variant="filled" size="lg" onClick={modal.open} aria-label={t('form.title')}>
          <IconPlus size={20} />
        </ActionIcon>
      </Tooltip>
      <AddEntryModal opened={opened} onClose={modal.close} aircraft={aircraft} currentUser={currentUser} />
    </>
  )
}
