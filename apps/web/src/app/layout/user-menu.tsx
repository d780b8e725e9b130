import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconBuilding, IconLogout, IconSettings, IconSwitchHorizontal, IconUser } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

import type { CurrentUser } from '../../lib/current-user/types'
import { askBeforeLogout } from '../../features/boardbook/outbox/outbox-signals'

export function initials(user: Pick<CurrentUser, 'first_name' | 'last_name'>) {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase()
}

/** The user's initials, name and active role; the menu holds profile, settings, role switch and logout. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('layout')
  const { t: tc } = useTranslation()
  const role = typeof user.role === 'object' ? user.role.name : ''
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label={t('topBar.userMenu')}>
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
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" onClick={askBeforeLogout} leftSection={<IconLogout size={16} />}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
