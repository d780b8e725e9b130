import { Modal } from '@mantine/core'

import type { ComponentProps } from 'react'

import type { RecordSubject } from '../utils/record-values'
import { RecordForm } from './record-form'

/** What the record dialog is open for: its subject, the record a correction restates, and its title. */
export type Recording = {
  subject: RecordSubject
  correcting: ComponentProps<typeof RecordForm>['correcting']
  title: string
}

/** The dialog that records compliance with an AD or a task's completion, or corrects the last record. */
export function RecordModal({ recording, onClose }: { recording: Recording | null; onClose: () => void }) {
  return (
    <Modal opened={recording !== null} onClose={onClose} size="lg" title={recording?.title ?? ''}>
      {recording && <RecordForm subject={recording.subject} correcting={recording.correcting} onDone={onClose} />}
    </Modal>
  )
}
