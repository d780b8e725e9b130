import { Group, Progress, Stack, Text } from '@mantine/core'
import type { Due } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

import { dueColor } from '../../../components/due-status-badge'
import { dueAtText, projectedText, remainingText } from '../../../lib/due-text'

type Props = {
  due: Due | null
  /** The item, for the bar's accessible name ("ELT battery: Life limit 87 % used"). */
  name: string
  /** Which limit the bar shows: life, overhaul or the task's interval. */
  limit: string
}

/**
 * The share of a limit used as a bar (green, amber within 10 %, red past it), where it falls due, the
 * margin left and the projected day; "—" for an item without that limit.
 */
export function DueCell({ due, name, limit }: Props) {
  const { t, i18n } = useTranslation('lifecycle')
  // The shared due texts read common.json's `due.*`.
  const { t: tCommon } = useTranslation()
  if (!due) return <Text size="sm">{tCommon('due.none')}</Text>
  const percent = Math.round(due.consumed * 100)
  const color = dueColor(due.status)
  const warn = due.status !== 'ok'
  return (
    <Stack gap={2} miw={200}>
      <Group gap="xs" wrap="nowrap">
        <Progress
          value={Math.min(100, Math.max(0, percent))}
          color={color}
          size="lg"
          flex={1}
          aria-label={t('bar.consumedOf', { name, limit, percent })}
        />
        <Text size="xs" fw={warn ? 700 : undefined} c={warn ? color : undefined} style={{ whiteSpace: 'nowrap' }}>
          {t('bar.consumed', { percent })}
        </Text>
      </Group>
      <Text size="sm">{t('bar.dueAt', { value: dueAtText(due, tCommon, i18n.language) })}</Text>
      <Text size="sm" c={warn ? color : undefined} fw={warn ? 600 : undefined}>
        {remainingText(due, tCommon)}
      </Text>
      <Text size="xs" c="dimmed">
        {due.projected_date
          ? tCommon('due.projected', { date: projectedText(due, tCommon, i18n.language) })
          : projectedText(due, tCommon, i18n.language)}
      </Text>
    </Stack>
  )
}
