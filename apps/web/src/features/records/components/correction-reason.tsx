import type { FieldValues, Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { TextareaField } from '../../../lib/forms/fields'

/** Why a correction corrects its record: required, kept with it; the original stays, struck through. */
export function CorrectionReason<T extends FieldValues & { amend_reason: string }>() {
  const { t } = useTranslation('records')
  return (
    <TextareaField<T>
      name={'amend_reason' as Path<T>}
      label={t('correction.reason')}
      description={t('correction.reasonHint')}
      required
      autosize
      minRows={2}
      data-autofocus
    />
  )
}
