import { Button, Card, Flex, Stack, Text, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { addDays } from '@flugakte/domain'
import { IconFileTypePdf } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formatDay } from '../../../lib/dates'
import { useOnline } from '../../../lib/use-online'
import { downloadReviewPack } from '../api/download-review-pack'

/** The server builds a pack for today up to this many days ahead (a review planned in the next months). */
const PACK_DAYS_AHEAD = 180

type Props = {
  aircraftId: number
  registration: string
  today: string
  date: string
  /** With the pack's hash, once it is saved. */
  onDownloaded: (hash: string | undefined) => void
}

/** "Prüfpaket (PDF)": the review pack as of a chosen day, today to 180 days ahead. */
export function ReviewPackDownload({ aircraftId, registration, today, date, onDownloaded }: Props) {
  const { t, i18n } = useTranslation('records')
  const online = useOnline()
  const last = addDays(today, PACK_DAYS_AHEAD)
  const [day, setDay] = useState(date >= today && date <= last ? date : today)
  const [busy, setBusy] = useState(false)
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= today && day <= last
  const range = t('pack.range', { from: formatDay(today, i18n.language), to: formatDay(last, i18n.language) })

  const download = () => {
    setBusy(true)
    downloadReviewPack(aircraftId, registration, day)
      .then((hash) => onDownloaded(hash ?? undefined))
      .catch(() => notifications.show({ color: 'red', message: t('pack.failed') }))
      .finally(() => setBusy(false))
  }

  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="review-pack">
      <Stack gap="xs">
        <Title order={3} id="review-pack">
          {t('pack.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('pack.text')}
        </Text>
        <Flex gap="sm" align={{ base: 'stretch', xs: 'flex-end' }} direction={{ base: 'column', xs: 'row' }}>
          <TextInput
            type="date"
            label={t('pack.date')}
            value={day}
            min={today}
            max={last}
            onChange={(event) => setDay(event.currentTarget.value)}
            description={valid ? range : undefined}
            error={valid ? undefined : range}
          />
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={16} />}
            title={t('pack.label')}
            disabled={!valid || !online}
            loading={busy}
            onClick={download}
          >
            {t('pack.button')}
          </Button>
        </Flex>
      </Stack>
    </Card>
  )
}
