import { Modal, useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ReportDefectForm } from './report-defect-form'
import { DISCARD_STACK, DiscardQuestion } from '../../../components/discard-question'

type Props = {
  opened: boolean
  onClose: () => void
  aircraftId: number
  registration: string
  flightLogId: number | undefined
  userId: number
}

/**
 * The report dialog: full screen on a phone. Closing it with a description or photos asks first, since
 * photos taken at the aircraft are not taken twice gladly.
 */
export function ReportDefectModal({ opened, onClose, ...props }: Props) {
  const { t } = useTranslation('defects')
  const theme = useMantineTheme()
  const phone = !useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false })
  const [dirty, setDirty] = useState(false)
  const [asking, setAsking] = useState(false)
  const close = () => {
    setAsking(false)
    setDirty(false)
    onClose()
  }
  const requestClose = () => (dirty ? setAsking(true) : close())
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), [])
  return (
    <Modal.Stack>
      <Modal
        opened={opened}
        onClose={requestClose}
        title={t('report.title')}
        size="lg"
        fullScreen={phone}
        closeOnClickOutside={false}
        stackId={DISCARD_STACK.dialog}
      >
        {opened && <ReportDefectForm {...props} onDirtyChange={onDirtyChange} onCancel={requestClose} onDone={close} />}
      </Modal>
      <DiscardQuestion
        opened={asking}
        onKeep={() => setAsking(false)}
        onDiscard={close}
        texts={{
          title: t('report.discard.title'),
          text: t('report.discard.text'),
          keep: t('report.discard.keep'),
          confirm: t('report.discard.confirm'),
        }}
      />
    </Modal.Stack>
  )
}
