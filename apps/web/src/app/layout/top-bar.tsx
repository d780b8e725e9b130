import { ActionIcon, Burger, Group, Text, Tooltip } from '@mantine/core'
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

import { useCan } from '../../lib/aircraft/get-capabilities'
import { AircraftSelector } from '../../components/aircraft-selector'
import { useSelectedAircraft } from '../../lib/aircraft/use-selected-aircraft'
import type { CurrentUser } from '../../lib/current-user/types'
import { AddEntryButton } from '../../features/boardbook/components/add-entry-button'
import { OutboxStatus } from '../../features/boardbook/components/outbox-status'
import { FeedbackButton } from '../../features/feedback/components/feedback-button'
import { NotificationsButton } from '../../features/notifications/components/notifications-button'
import { UserMenu } from './user-menu'

type Props = {
  drawerOpen: boolean
  onToggleDrawer: () => void
  menuCollapsed: boolean
  onToggleMenu: () => void
  user: CurrentUser | undefined
}

export function TopBar({ drawerOpen, onToggleDrawer, menuCollapsed, onToggleMenu, user }: Props) {
  const { t } = useTranslation('layout')
  const { t: tc } = useTranslation()
  const { id, aircraft } = useSelectedAircraft()
  // The server says where the user may add journey-log entries: on this aircraft, or on any of theirs.
  const canAddEntry = useCan('add_flight_log', id)
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Burger opened={drawerOpen} onClick={onToggleDrawer} hiddenFrom="md" size="sm" aria-label={t('menu.open')} />
        <Tooltip label={menuCollapsed ? t('menu.expand') : t('menu.collapse')}>
          <ActionIcon
            variant="subtle"
            visibleFrom="md"
            onClick={onToggleMenu}
            aria-label={menuCollapsed ? t('menu.expand') : t('menu.collapse')}
          >
            {menuCollapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
          </ActionIcon>
        </Tooltip>
        <Text fw={700} size="lg" visibleFrom="sm">
          {tc('appTitle')}
        </Text>
        <AircraftSelector />
      </Group>
      <Group gap={4} wrap="nowrap">
        {user && <OutboxStatus userId={user.id} />}
        {canAddEntry && <AddEntryButton aircraft={aircraft} currentUser={user} />}
        <FeedbackButton />
        <NotificationsButton />
        {user && <UserMenu user={user} />}
      </Group>
    </Group>
  )
}
