import { Button } from '@mantine/core'
import { IconClipboardCheck } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ReleaseSignPanel } from '../../../components/release-sign-panel'
import { invalidateAfterRecord } from '../api/invalidate-after-record'
import type { ReviewValues } from '../utils/review-values'
import { EntryModal } from './entry-modal'
import { ReviewCertifies, ReviewForm } from './review-form'

/** The dialog's step: the form, or the review just stored, which its reviewer signs. */
type Step = { step: 'form' } | { step: 'sign'; id: number; values: ReviewValues }

/**
 * "Record review": the CAO's record of an airworthiness review of the aircraft (ML.A.903), then the
 * reviewer's signature (password or passkey; it may wait). `packHash` names the review pack it was made
 * from; `arcValidUntil` is the ARC in force, which an extension prolongs. Shown where the server lets the
 * caller record a review (`may_record_review`).
 */
export function RecordReviewButton({
  aircraftId,
  packHash,
  arcValidUntil,
}: {
  aircraftId: number
  packHash?: string
  arcValidUntil: string | null
}) {
  const { t } = useTranslation('records')
  const queryClient = useQueryClient()
  const [dialog, setDialog] = useState<Step | null>(null)
  const close = () => setDialog(null)
  // The signature makes the review count for the ARC validity.
  const signed = () => {
    void invalidateAfterRecord(queryClient)
    close()
  }
  return (
    <>
      <Button leftSection={<IconClipboardCheck size={16} />} onClick={() => setDialog({ step: 'form' })}>
        {t('reviewForm.open')}
      </Button>
      <EntryModal
        opened={dialog !== null}
        onClose={close}
        title={dialog?.step === 'sign' ? t('reviewForm.signTitle') : t('reviewForm.title')}
      >
        {dialog?.step === 'form' && (
          <ReviewForm
            aircraftId={aircraftId}
            packHash={packHash}
            arcValidUntil={arcValidUntil}
            onCancel={close}
            onSaved={(id, values) => setDialog({ step: 'sign', id, values })}
          />
        )}
        {dialog?.step === 'sign' && (
          <ReleaseSignPanel subject="airworthiness_reviews" recordId={dialog.id} onSigned={signed} onLater={close}>
            <ReviewCertifies values={dialog.values} />
          </ReleaseSignPanel>
        )}
      </EntryModal>
    </>
  )
}
