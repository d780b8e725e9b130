import { Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'

import type { FlightLog } from '../api/types'
import { SignEntryPanel } from './sign-entry-panel'

type Props = {
  /** The entry to sign, with its aircraft; the dialog is closed without one. */
  entry: FlightLog | null
  onClose: () => void
}

/** The sign-off of an entry chosen in a list (the boardbook, the entries awaiting signature). */
export function SignEntryDialog({ entry, onClose }: Props) {
  const { t } = useTranslation('boardbook')
  return (
    <Modal opened={entry !== null} onClose={onClose} title={entry ? t('signing.title', { number: entry.number }) : ''}>
      {entry && <SignEntryPanel key={entry.id} entry={entry} onClose={onClose} />}
    </Modal>
  )
}
