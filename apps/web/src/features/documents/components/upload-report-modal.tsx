import { Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'

import { UploadReportForm } from './upload-report-form'

type Props = {
  opened: boolean
  onClose: () => void
  aircraftId: number
  companyId: number | null
  defaultType: string | undefined
}

export function UploadReportModal({ opened, onClose, ...form }: Props) {
  const { t } = useTranslation('documents')
  return (
    <Modal opened={opened} onClose={onClose} title={t('upload.title')} size="lg">
      <UploadReportForm {...form} onDone={onClose} />
    </Modal>
  )
}
