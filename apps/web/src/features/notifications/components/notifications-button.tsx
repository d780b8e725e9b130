import {
  ActionIcon,
  Badge,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { IconBell } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import { formatMoment } from '../../../lib/dates'
import { useNotifications } from '../api/get-notifications'
import { useMarkNotificationRead } from '../api/mark-notification-read'

/**
 * The user's notifications with the unread count; opening one marks it read. A notice standing for
 * several reports (the server coalesces repeated ones) shows how many.
 */
export function NotificationsButton() {
  const { t, i18n } = useTranslation('layout')
  const navigate = useNavigate()
  const { data = [] } = useNotifications(i18n.language)
  const markRead = useMarkNotificationRead()
  const unread = data.filter((item) => !item.read)

  return (
    <Popover width={340} position="bottom-end" shadow="md">
      {/* The count outside the target: the popover puts aria-expanded on the button, not on a div. */}
      <Indicator label={unread.length} size={16} disabled={unread.length === 0} offset={4}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={`${t('topBar.notifications')}${unread.length ? ` (${t('notifications.unread', { count: unread.length })})` : ''}`}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown>
        <Text fw={600} mb="xs">
          {t('notifications.title')}
        </Text>
        {data.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('notifications.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap="xs">
              {data.map((item) => (
                <UnstyledButton
                  key={item.id}
                  onClick={() => {
                    if (!item.read) markRead.mutate(item.id)
                    if (item.link) {
                      // Links carry their query (e.g. /lifecycle?aircraft=2), which the router takes apart from the path.
                      const url = new URL(item.link, window.location.origin)
                      void navigate({ to: url.pathname, search: Object.fromEntries(url.searchParams) })
                    }
                  }}
                  aria-label={item.subject}
                >
                  <Group gap={6} wrap="nowrap" align="flex-start">
                    <Text size="sm" fw={item.read ? 400 : 700}>
                      {item.subject}
                    </Text>
                    {(item.count ?? 1) > 1 && (
                      <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
                        {t('notifications.count', { count: item.count! })}
                      </Badge>
                    )}
                  </Group>
                  {item.message && (
                    <Text size="xs" c="dimmed">
                      {item.message}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {formatMoment(item.createdAt, i18n.language)}
                  </Text>
                </UnstyledButton>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {unread.length > 0 && (
          <>
            <Divider my="xs" />
            <Button variant="subtle" size="xs" onClick={() => unread.forEach((item) => markRead.mutate(item.id))}>
              {t('notifications.markAllRead')}
            </Button>
          </>
        )}
      </Popover.Dropdown>
    </Popover>
  )
}
