import { Badge, Loader, UnstyledButton, useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconAlertTriangle, IconCloudUpload, IconWifiOff } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { useOutboxItems } from '../../../lib/outbox/outbox-store'
import type { OutboxItem } from '../../../lib/outbox/types'
import { useOnline } from '../../../lib/use-online'

export type OutboxState =
  { kind: 'offline' } | { kind: 'offlineWaiting' | 'waiting' | 'attention'; count: number } | { kind: 'sending' }

/**
 * What the top bar says about the outbox (entries and defect reports alike): nothing while online with
 * nothing in it; a decision first.
 */
export function outboxState(records: OutboxItem[], online: boolean): OutboxState | null {
  if (records.length === 0) return online ? null : { kind: 'offline' }
  const attention = records.filter((record) => record.status === 'attention').length
  if (attention > 0) return { kind: 'attention', count: attention }
  if (records.some((record) => record.status === 'sending')) return { kind: 'sending' }
  return { kind: online ? 'waiting' : 'offlineWaiting', count: records.length }
}

const LOOK: Record<OutboxState['kind'], { color: string; icon: ReactNode }> = {
  offline: { color: 'gray', icon: <IconWifiOff size={14} /> },
  offlineWaiting: { color: 'orange', icon: <IconWifiOff size={14} /> },
  waiting: { color: 'blue', icon: <IconCloudUpload size={14} /> },
  sending: { color: 'blue', icon: <Loader size={10} color="blue" /> },
  attention: { color: 'red', icon: <IconAlertTriangle size={14} /> },
}

/** The top bar's word on the connection and what has not been sent yet; it opens the outbox page. */
export function OutboxStatus({ userId }: { userId: number }) {
  const { t } = useTranslation('boardbook')
  const state = outboxState(useOutboxItems(userId), useOnline())
  const theme = useMantineTheme()
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false })
  if (!state) return null
  const text =
    state.kind === 'offline' || state.kind === 'sending'
      ? t(`outbox.status.${state.kind}`)
      : t(`outbox.status.${state.kind}`, { count: state.count })
  const { color, icon } = LOOK[state.kind]
  return (
    <UnstyledButton
      component={Link}
      to="/boardbook/outbox"
      aria-label={t('outbox.status.label', { status: text })}
      data-testid="outbox-status"
      data-state={state.kind}
      // The phone's crowded top bar would squeeze the count out of the badge.
      style={{ flexShrink: 0 }}
    >
      <Badge
        color={color}
        variant="light"
        size="lg"
        leftSection={icon}
        style={{ cursor: 'pointer', overflow: 'visible' }}
      >
        {/* A phone's top bar has room for the count only; the accessible name says it all. */}
        {wide || !('count' in state) ? text : state.count}
      </Badge>
    </UnstyledButton>
  )
}
