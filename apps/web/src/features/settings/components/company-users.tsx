import { Badge, Button, Group, Stack, Table, Text, Title, type MantineColor } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useCompanyUsers } from '../api/get-company-users'
import { useSetUserStatus } from '../api/set-user-status'
import type { CompanyUser, UserStatus } from '../api/types'
import { useRoleLabel } from '../hooks/use-role-label'
import { notifySuccess } from '../../../lib/notify'
import { roleName } from '../utils/relations'
import { ErrorAlert } from '../../../components/error-alert'
import { InviteUserModal } from './invite-user-modal'

const STATUS_COLORS: Record<UserStatus, MantineColor> = {
  draft: 'gray',
  invited: 'blue',
  unverified: 'yellow',
  active: 'green',
  suspended: 'red',
  archived: 'gray',
}

const fullName = (user: CompanyUser) => `${user.first_name} ${user.last_name}`.trim()

/** The company's people with invite, suspend and reactivate (never on oneself). */
export function CompanyUsers({
  companyId,
  currentUserId,
  companyKind,
}: {
  companyId: number
  currentUserId: number
  companyKind?: string | null
}) {
  const { t } = useTranslation(['settings', 'common'])
  const { data: users } = useCompanyUsers(companyId)
  const setUserStatus = useSetUserStatus()
  const roleLabel = useRoleLabel()
  const [inviting, invite] = useDisclosure(false)
  const [alert, setAlert] = useState<string[]>([])
  const headingId = useId()

  const changeStatus = async (user: CompanyUser, status: 'active' | 'suspended') => {
    setAlert([])
    try {
      await setUserStatus.mutateAsync({ companyId, userId: user.id, status })
      notifySuccess(t(status === 'suspended' ? 'company.suspended' : 'company.reactivated', { name: fullName(user) }))
    } catch (error) {
      setAlert([error instanceof Error ? error.message : t('common:error.generic')])
    }
  }

  const rows = users.map((user) => {
    const isSelf = user.id === currentUserId
    const busy = setUserStatus.isPending && setUserStatus.variables?.userId === user.id
    return (
      <Table.Tr key={user.id}>
        <Table.Td>
          {fullName(user)}
          {isSelf && (
            <Text span c="dimmed" size="sm">
              {' '}
              ({t('company.you')})
            </Text>
          )}
        </Table.Td>
        <Table.Td>{user.email}</Table.Td>
        <Table.Td>{roleLabel(roleName(user.role))}</Table.Td>
        <Table.Td>
          <Badge color={STATUS_COLORS[user.status] ?? 'gray'} variant="light">
            {t(`status.${user.status}`)}
          </Badge>
        </Table.Td>
        <Table.Td>
          {!isSelf && user.status === 'active' && (
            <Button
              size="xs"
              variant="light"
              color="red"
              loading={busy}
              aria-label={t('company.suspendUser', { name: fullName(user) })}
              onClick={() => void changeStatus(user, 'suspended')}
            >
              {t('company.suspend')}
            </Button>
          )}
          {!isSelf && user.status === 'suspended' && (
            <Button
              size="xs"
              variant="light"
              loading={busy}
              aria-label={t('company.reactivateUser', { name: fullName(user) })}
              onClick={() => void changeStatus(user, 'active')}
            >
              {t('company.reactivate')}
            </Button>
          )}
        </Table.Td>
      </Table.Tr>
    )
  })

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} id={headingId}>
          {t('company.users')}
        </Title>
        <Button onClick={invite.open}>{t('company.invite')}</Button>
      </Group>
      <ErrorAlert messages={alert} />
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('company.columns.name')}</Table.Th>
              <Table.Th>{t('company.columns.email')}</Table.Th>
              <Table.Th>{t('company.columns.role')}</Table.Th>
              <Table.Th>{t('company.columns.status')}</Table.Th>
              <Table.Th>{t('company.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length > 0 ? (
              rows
            ) : (
              <Table.Tr>
                <Table.Td colSpan={5}>{t('company.noUsers')}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <InviteUserModal companyId={companyId} companyKind={companyKind} opened={inviting} onClose={invite.close} />
    </Stack>
  )
}
