import { Progress, Stack, Text } from '@mantine/core'
import type { Due } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

import { dueColor } from '../../../components/due-status-badge'
import { dueAtText, projectedText, remainingText } from '../../../lib/due-text'

/** Where an item falls due, its margin (coloured by status) and the projected day, stacked in one cell. */
export function DueSummary({ due }: { due: Due | null }) {
  const { t, i18n } = useTranslation()
  if (!due) return <Text size="sm">{t('due.none')}</Text>
  return (
    <Stack gap={0}>
      <Text size="sm">{dueAtText(due, t, i18n.language)}</Text>
      <Text
        size="sm"
        c={due.status === 'ok' ? undefined : dueColor(due.status)}
        fw={due.status === 'ok' ? undefined : 600}
      >
        {remainingText(due, t)}
      </Text>
      <Text size="xs" c="dimmed">
        {due.projected_date
          ? t('due.projected', { date: projectedText(due, t, i18n.language) })
          : projectedText(due, t, i18n.language)}
      </Text>
    </Stack>
  )
}

/** The share of a limit used, as a bar: green, amber within 10 %, red past it. */
export function LifeBar({ due, label }: { due: Due | null; label: string }) {
  const { t } = useTranslation('airworthiness')
  if (!due)
    return (
      <Text size="sm" c="dimmed">
        {t('lifecycle.none')}
      </Text>
    )
  const percent = Math.round(due.consumed * 100)
  const text = t('lifecycle.consumed', { label, percent })
  return (
    <Stack gap={2}>
      <Progress value={Math.min(100, Math.max(0, percent))} color={dueColor(due.status)} size="lg" aria-label={text} />
      <Text size="xs">{text}</Text>
      <DueSummary due={due} />
    </Stack>
  )
}
