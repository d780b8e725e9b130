import { Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'

import { NoAircraftAlert } from '../../../components/no-aircraft-alert'
import type { Person, SelectedAircraft } from '../api/types'
import { AddEntryForm } from './add-entry-form'

type Props = {
  opened: boolean
  onClose: () => void
  aircraft: SelectedAircraft | null | undefined
  currentUser: Person | null | undefined
}

/** The full-width add-entry dialog; without a chosen aircraft it says so instead. */
export function AddEntryModal({ opened, onClose, aircraft, currentUser }: Props) {
  const { t } = useTranslation('boardbook')
  return (
    <Modal opened={opened} onClose={onClose} title={t('form.title')} size="100%">
      {aircraft ? (
        // A new aircraft starts a new form: registration, counters and choices belong to the old one.
        <AddEntryForm key={aircraft.id} aircraft={aircraft} currentUser={currentUser} />
      ) : (
        <NoAircraftAlert />
      )}
    </Modal>
  )
}
