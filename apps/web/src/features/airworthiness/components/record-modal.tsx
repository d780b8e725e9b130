import { Modal } from '@mantine/core'
import { useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'

import type { RecordSubject } from '../utils/record-values'
import { RecordForm, type SavedRelease } from './record-form'
import { ReleaseSigning, type PendingRelease } from './release-status'

/** What the record dialog is open for: its subject, the record a correction restates, and its title. */
export type Recording = {
  subject: RecordSubject
  correcting: ComponentProps<typeof RecordForm>['correcting']
  title: string
}

/** The record just saved, as its certifying person signs its release. */
function pendingOf({ subject, title }: Recording, { id, release, values }: SavedRelease): PendingRelease {
  return {
    subject: subject.kind === 'ad' ? 'ad_compliances' : 'task_completions',
    id,
    aircraft: subject.aircraft,
    title,
    date: values.date,
    details: [values.performed_by, subject.kind === 'ad' ? values.method_of_compliance : null],
    release: { ...release, approval_reference: release.approval_reference || null },
  }
}

/**
 * The dialog that records compliance with an AD or a task's completion, or corrects the last record; a
 * record saved with a certificate of release to service goes on to its signature (which may wait).
 */
export function RecordModal({ recording, onClose }: { recording: Recording | null; onClose: () => void }) {
  const { t } = useTranslation('airworthiness')
  const [pending, setPending] = useState<PendingRelease | null>(null)
  const close = () => {
    setPending(null)
    onClose()
  }
  return (
    <Modal
      opened={recording !== null}
      onClose={close}
      size="lg"
      title={pending ? t('release.signTitle') : (recording?.title ?? '')}
    >
      {pending && <ReleaseSigning pending={pending} onClose={close} />}
      {recording && !pending && (
        <RecordForm
          subject={recording.subject}
          correcting={recording.correcting}
          onDone={close}
          onReleased={(saved) => setPending(pendingOf(recording, saved))}
        />
      )}
    </Modal>
  )
}
