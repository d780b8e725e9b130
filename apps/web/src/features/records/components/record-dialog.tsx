import type { ReleaseSubject } from '@flugakte/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

import { ReleaseSignPanel } from '../../../components/release-sign-panel'
import { invalidateAfterRecord } from '../api/invalidate-after-record'
import { EntryModal } from './entry-modal'

/** The dialog's step: the form, or the record just stored, which its author signs. */
type Step<V> = { step: 'form' } | { step: 'sign'; id: number; values: V }

export type RecordFormProps<V> = {
  onCancel: () => void
  /** Stored; `sign` when it carries a certificate to sign next. */
  onSaved: (id: number, values: V, sign: boolean) => void
}

type Props<V> = {
  subject: Extract<ReleaseSubject, 'modifications_repairs' | 'airworthiness_reviews'>
  titles: { form: string; sign: string }
  /** What opens the dialog. */
  trigger: (open: () => void) => ReactNode
  form: (props: RecordFormProps<V>) => ReactNode
  /** What the signer certifies, in the record's own words. */
  certifies: (values: V) => ReactNode
}

/**
 * A register entry or a review, new or correcting another: the form, then (where it carries a
 * certificate) its signature by password or passkey, which may also wait.
 */
export function RecordDialog<V>({ subject, titles, trigger, form, certifies }: Props<V>) {
  const queryClient = useQueryClient()
  const [dialog, setDialog] = useState<Step<V> | null>(null)
  const close = () => setDialog(null)
  // The signature makes the record count (a released entry, a review for the ARC's validity).
  const signed = () => {
    void invalidateAfterRecord(queryClient)
    close()
  }
  return (
    <>
      {trigger(() => setDialog({ step: 'form' }))}
      <EntryModal opened={dialog !== null} onClose={close} title={dialog?.step === 'sign' ? titles.sign : titles.form}>
        {dialog?.step === 'form' &&
          form({
            onCancel: close,
            onSaved: (id, values, sign) => (sign ? setDialog({ step: 'sign', id, values }) : close()),
          })}
        {dialog?.step === 'sign' && (
          <ReleaseSignPanel subject={subject} recordId={dialog.id} onSigned={signed} onLater={close}>
            {certifies(dialog.values)}
          </ReleaseSignPanel>
        )}
      </EntryModal>
    </>
  )
}
