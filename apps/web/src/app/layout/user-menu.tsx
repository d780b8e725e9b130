import { Avatar, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import {
  IconBuilding,
  IconCheck,
  IconLogout,
  IconMessage,
  IconSettings,
  IconSun,
  IconSwitchHorizontal,
  IconUser,
} from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import type { CurrentUser } from '../../lib/current-user/types'
import { setSunTheme, useSunTheme } from '../../lib/sun-theme'
import { askBeforeLogout } from '../../features/boardbook/outbox/outbox-signals'

export function initials(user: Pick<CurrentUser, 'first_name' | 'last_name'>) {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase()
}

/**
 * The user's initials, name and active role; the menu holds profile, settings, role switch and logout,
 * and on a phone also feedback and the sun theme (the top bar has no room for them there).
 */
export function UserMenu({ user, onFeedback }: { user: CurrentUser; onFeedback: () => void }) {
  const { t } = useTranslation('layout')
  const { t: tc } = useTranslation()
  const sun = useSunTheme()
  const role = typeof user.role === 'object' ? user.role.name : ''
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        {/* Named by what it shows (initials, name, role) and then what it is: a screen reader says what
            a sighted user reads (WCAG 2.5.3). */}
        <UnstyledButton miw={44} mih={44}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="blue" radius="xl" size="md">
              {initials(user)}
            </Avatar>
            <Stack gap={0} visibleFrom="sm">
              <Text size="sm" fw={600} lh={1.2}>
                {user.first_name} {user.last_name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2} data-testid="active-role">
                {role && tc(`roles.${role}` as 'roles.Operator', { defaultValue: role })}
              </Text>
            </Stack>
            <VisuallyHidden>{t('topBar.userMenu')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/settings/user" search leftSection={<IconUser size={16} />}>
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings" search leftSection={<IconSettings size={16} />}>
          {t('userMenu.settings')}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings/switch-role" search leftSection={<IconSwitchHorizontal size={16} />}>
          {t('userMenu.switchRole')}
        </Menu.Item>
        {user.is_company_admin && (
          <Menu.Item component={Link} to="/settings/company" search leftSection={<IconBuilding size={16} />}>
            {t('userMenu.company')}
          </Menu.Item>
        )}
        <Menu.Item hiddenFrom="sm" leftSection={<IconMessage size={16} />} onClick={onFeedback}>
          {t('topBar.feedback')}
        </Menu.Item>
        <Menu.Item
          hiddenFrom="sm"
          leftSection={<IconSun size={16} />}
          rightSection={sun ? <IconCheck size={16} aria-hidden /> : null}
          onClick={() => setSunTheme(!sun)}
        >
          {tc('a11y.sunTheme')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" onClick={askBeforeLogout} leftSection={<IconLogout size={16} />}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
