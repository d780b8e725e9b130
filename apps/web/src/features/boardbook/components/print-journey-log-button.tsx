import { Button } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconPrinter } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

import { openJourneyLogPdf, type DateRange } from '../api/open-journey-log-pdf'

type Props = {
  aircraftId: number
  /** The days the boardbook is filtered to; the whole journey log without. */
  range?: DateRange
}

/** The printed Bordbuch (PDF) in a new tab. */
export function PrintJourneyLogButton({ aircraftId, range }: Props) {
  const { t } = useTranslation('boardbook')
  return (
    <Button
      variant="default"
      leftSection={<IconPrinter size={16} />}
      title={t('print.label')}
      onClick={() => {
        openJourneyLogPdf(aircraftId, range).catch(() =>
          notifications.show({ color: 'red', message: t('print.failed') }),
        )
      }}
    >
      {t('print.button')}
    </Button>
  )
}
