import { Group, Loader, Text } from '@mantine/core'
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

import { formatMoment } from '../../../lib/dates'
import { useJourneyLogIntegrity, type JourneyLogIntegrity as Integrity } from '../api/verify-journey-log'

/**
 * Whether the aircraft's journey log is as it was recorded: every entry's content against its hash,
 * the chain without gaps, the signed checkpoints and the pilots' signatures, checked on the server.
 * It loads on its own and never holds up the boardbook.
 */
export function JourneyLogIntegrity({ aircraftId }: { aircraftId: number }) {
  const { t } = useTranslation('boardbook')
  const { data, isPending, isError } = useJourneyLogIntegrity(aircraftId)
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-label={t('integrity.label')} aria-busy={isPending || undefined}>
      {isPending ? (
        <>
          <Loader size={14} />
          <Text size="sm" c="dimmed">
            {t('integrity.checking')}
          </Text>
        </>
      ) : isError ? (
        <Text size="sm" c="dimmed">
          {t('integrity.failed')}
        </Text>
      ) : (
        <Finding integrity={data} />
      )}
    </Group>
  )
}

function Finding({ integrity }: { integrity: Integrity }) {
  const { t, i18n } = useTranslation('boardbook')
  const broken = integrity.firstBroken
  const logBroken = integrity.log?.firstBroken ?? null
  if (integrity.ok && !broken && !logBroken) {
    const latest = integrity.checkpoints.latest
    return (
      <>
        <IconShieldCheck size={18} color="var(--mantine-color-green-7)" aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" c="green.8" fw={600}>
          {t('integrity.verified', { count: integrity.entries })}
        </Text>
        {latest && (
          <Text size="xs" c="dimmed">
            {t('integrity.checkpoint', { date: formatMoment(latest.signed_at, i18n.language) })}
          </Text>
        )}
      </>
    )
  }
  return (
    <>
      <IconShieldX size={18} color="var(--mantine-color-red-7)" aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" c="red.8" fw={600}>
        {broken
          ? t(`integrity.broken.${broken.reason}`, { number: broken.number })
          : logBroken
            ? t(`integrity.log.${logBroken.reason}`, { position: logBroken.seq + 1 })
            : t('integrity.unconfirmed')}
      </Text>
    </>
  )
}
