import { ActionIcon, Burger, Group, Text, Tooltip } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

import { useCan } from '../../lib/aircraft/get-capabilities'
import { AircraftSelector } from '../../components/aircraft-selector'
import { useSelectedAircraft } from '../../lib/aircraft/use-selected-aircraft'
import type { CurrentUser } from '../../lib/current-user/types'
import { AddEntryButton } from '../../features/boardbook/components/add-entry-button'
import { OutboxStatus } from '../../features/boardbook/components/outbox-status'
import { FeedbackButton, FeedbackDialog } from '../../features/feedback/components/feedback-button'
import { NotificationsButton } from '../../features/notifications/components/notifications-button'
import { SunThemeSwitch } from './sun-theme-switch'
import { UserMenu } from './user-menu'

type Props = {
  drawerOpen: boolean
  onToggleDrawer: () => void
  menuCollapsed: boolean
  onToggleMenu: () => void
  user: CurrentUser | undefined
}

/**
 * On a phone (390 px) the aircraft selector gives way and the right-hand group keeps its width, so the
 * user menu stays on the screen beside the offline pill and the outbox count; feedback and the sun
 * theme move into the user menu there.
 */
export function TopBar({ drawerOpen, onToggleDrawer, menuCollapsed, onToggleMenu, user }: Props) {
  const { t } = useTranslation('layout')
  const { t: tc } = useTranslation()
  const { id, aircraft } = useSelectedAircraft()
  const [feedbackOpen, feedback] = useDisclosure(false)
  // The server says where the user may add journey-log entries: on this aircraft, or on any of theirs.
  const canAddEntry = useCan('add_flight_log', id)
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap={4}>
      <Group gap={4} wrap="nowrap" miw={0} style={{ flex: '1 1 auto' }}>
        <Burger opened={drawerOpen} onClick={onToggleDrawer} hiddenFrom="md" size="sm" aria-label={t('menu.open')} />
        <Tooltip label={menuCollapsed ? t('menu.expand') : t('menu.collapse')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            visibleFrom="md"
            onClick={onToggleMenu}
            aria-label={menuCollapsed ? t('menu.expand') : t('menu.collapse')}
          >
            {menuCollapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
          </ActionIcon>
        </Tooltip>
        <Text fw={700} size="lg" visibleFrom="sm" mx="xs">
          {tc('appTitle')}
        </Text>
        <AircraftSelector width={{ base: '100%', sm: 240 }} />
      </Group>
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        {user && <OutboxStatus userId={user.id} />}
        {canAddEntry && <AddEntryButton aircraft={aircraft} currentUser={user} />}
        <FeedbackButton onClick={feedback.open} visibleFrom="sm" />
        <SunThemeSwitch visibleFrom="sm" />
        <NotificationsButton />
        {user && <UserMenu user={user} onFeedback={feedback.open} />}
      </Group>
      <FeedbackDialog opened={feedbackOpen} onClose={feedback.close} />
    </Group>
  )
}
