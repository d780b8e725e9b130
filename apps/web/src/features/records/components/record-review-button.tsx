import { Button } from '@mantine/core'
import type { ReviewView } from '@flugakte/domain'
import { IconClipboardCheck, IconPencil } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

import type { ReviewValues } from '../utils/review-values'
import { RecordDialog } from './record-dialog'
import { ReviewCertifies, ReviewForm } from './review-form'

type Props = {
  aircraftId: number
  packHash?: string
  arcValidUntil: string | null
  correcting?: ReviewView
}

/**
 * "Record review": the CAO's record of an airworthiness review of the aircraft (ML.A.903), then the
 * reviewer's signature (password or passkey; it may wait). `packHash` names the review pack it was made
 * from; `arcValidUntil` is the ARC in force, which an extension prolongs. With `correcting`, a correction
 * of that review, offered while it is not corrected yet. Shown where the server lets the caller record a review (`may_record_review`).
 */
export function RecordReviewButton({ aircraftId, packHash, arcValidUntil, correcting }: Props) {
  const { t } = useTranslation('records')
  return (
    <RecordDialog<ReviewValues>
      subject="airworthiness_reviews"
      titles={{
        form: correcting ? t('reviewForm.correctTitle') : t('reviewForm.title'),
        sign: t('reviewForm.signTitle'),
      }}
      trigger={(open) =>
        // Once corrected, no second correction; the dialog stays until its signature is done.
        correcting?.amended ? null : correcting ? (
          <Button size="compact-xs" variant="subtle" leftSection={<IconPencil size={14} />} onClick={open}>
            {t('correction.open')}
          </Button>
        ) : (
          <Button leftSection={<IconClipboardCheck size={16} />} onClick={open}>
            {t('reviewForm.open')}
          </Button>
        )
      }
      form={(props) => (
        <ReviewForm
          aircraftId={aircraftId}
          packHash={correcting ? (correcting.pack_hash ?? undefined) : packHash}
          arcValidUntil={arcValidUntil}
          correcting={correcting}
          onCancel={props.onCancel}
          onSaved={(id, values) => props.onSaved(id, values, true)}
        />
      )}
      certifies={(values) => <ReviewCertifies values={values} />}
    />
  )
}
