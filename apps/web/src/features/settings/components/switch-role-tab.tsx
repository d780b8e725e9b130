import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useMe } from '../../../lib/current-user/get-me'
import { useSwitchRole } from '../api/switch-role'
import type { Role } from '../api/types'
import { useRoleLabel } from '../hooks/use-role-label'
import { relationId } from '../utils/relations'
import { notifySuccess } from '../../../lib/notify'
import { ErrorAlert } from '../../../components/error-alert'

/** Settings › Switch role: the roles the user holds, the active one marked. */
export function SwitchRoleTab() {
  const { t } = useTranslation(['settings', 'common'])
  const { data: me } = useMe()
  const switchRole = useSwitchRole()
  const roleLabel = useRoleLabel()
  const [alert, setAlert] = useState<string[]>([])
  if (!me) return <Loader aria-label={t('common:loading')} />

  const activeId = relationId(me.role)
  const held = (me.roles ?? []).filter((role): role is Role => typeof role === 'object' && role !== null)
  const roles = held.length > 0 ? held : typeof me.role === 'object' ? [me.role] : []

  const activate = async (role: Role) => {
    setAlert([])
    try {
      await switchRole.mutateAsync({ userId: me.id, roleId: role.id })
      notifySuccess(t('switchRole.switched', { role: roleLabel(role.name) }))
    } catch (error) {
      setAlert([error instanceof Error ? error.message : t('common:error.generic')])
    }
  }

  return (
    <Stack gap="md" maw={560}>
      <Text>{t('switchRole.intro')}</Text>
      <ErrorAlert messages={alert} />
      <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('switchRole.rolesLabel')} style={{ listStyle: 'none' }}>
        {roles.map((role) => {
          const isActive = role.id === activeId
          return (
            <Paper component="li" key={role.id} withBorder p="sm" aria-current={isActive ? 'true' : undefined}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={isActive ? 700 : 400}>{roleLabel(role.name)}</Text>
                {isActive ? (
                  <Badge color="green" variant="light">
                    {t('switchRole.active')}
                  </Badge>
                ) : (
                  <Button
                    variant="light"
                    size="xs"
                    loading={switchRole.isPending && switchRole.variables?.roleId === role.id}
                    disabled={switchRole.isPending}
                    onClick={() => void activate(role)}
                  >
                    {t('switchRole.switchTo', { role: roleLabel(role.name) })}
                  </Button>
                )}
              </Group>
            </Paper>
          )
        })}
      </Stack>
      {roles.length <= 1 && <Text c="dimmed">{t('switchRole.onlyOne')}</Text>}
    </Stack>
  )
}
