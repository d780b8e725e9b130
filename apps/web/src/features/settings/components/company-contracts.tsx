import { Badge, Button, Group, Stack, Table, Text, Title, type MantineColor } from '@mantine/core'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { ErrorAlert } from '../../../components/error-alert'
import { formatDate } from '../../../lib/dates'
import { notifySuccess } from '../../../lib/notify'
import { useContracts, useSetContractStatus, type AircraftContract, type ContractStatus } from '../api/contracts'
import { useMayRequestContracts } from '../api/request-contract'
import { RequestContractForm } from './request-contract-form'

const STATUS_COLORS: Record<ContractStatus, MantineColor> = {
  requested: 'blue',
  accepted: 'green',
  declined: 'red',
  ended: 'gray',
}

type Change = Exclude<ContractStatus, 'requested'>

/**
 * Maintenance and CAO contracts on the company page: requests naming this company, which its admins
 * accept or decline (nothing of the aircraft is shared before), and the contracts of the company's own
 * aircraft with their status, which the owner withdraws or ends.
 */
export function CompanyContracts({ companyId, companyKind }: { companyId: number; companyKind?: string | null }) {
  const { t, i18n } = useTranslation(['settings', 'common'])
  const { data: all } = useContracts()
  const setStatus = useSetContractStatus()
  // The server decides who may request a contract (operators of the owning company, administrators).
  const mayRequest = useMayRequestContracts().data === true
  const [alert, setAlert] = useState<string[]>([])
  const incomingId = useId()
  const outgoingId = useId()
  const isContractor = companyKind === 'maintenance_company' || companyKind === 'cao'

  const change = async (contract: AircraftContract, status: Change) => {
    setAlert([])
    try {
      await setStatus.mutateAsync({ id: contract.id, status })
      notifySuccess(t(`contracts.done.${status}`, { registration: contract.registration ?? '' }))
    } catch (error) {
      setAlert([error instanceof Error ? error.message : t('common:error.generic')])
    }
  }

  const action = (
    contract: AircraftContract,
    status: Change,
    label: 'accept' | 'decline' | 'end' | 'withdraw',
    color?: MantineColor,
  ) => (
    <Button
      size="xs"
      variant="light"
      color={color}
      loading={setStatus.isPending && setStatus.variables?.id === contract.id && setStatus.variables.status === status}
      aria-label={t(`contracts.actionFor.${label}`, { registration: contract.registration ?? '' })}
      onClick={() => void change(contract, status)}
    >
      {t(`contracts.action.${label}`)}
    </Button>
  )

  const statusBadge = (contract: AircraftContract) => (
    <Badge color={STATUS_COLORS[contract.status]} variant="light">
      {t(`contracts.status.${contract.status}`)}
    </Badge>
  )

  const incoming = all.filter((contract) => contract.company === companyId)
  const outgoing = all.filter((contract) => contract.company !== companyId)

  const table = (
    labelledBy: string,
    rows: AircraftContract[],
    partyHeading: string,
    party: (contract: AircraftContract) => string,
    actions: (contract: AircraftContract) => ReactNode,
    empty: string,
  ) => (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('contracts.columns.aircraft')}</Table.Th>
            <Table.Th>{partyHeading}</Table.Th>
            <Table.Th>{t('contracts.columns.kind')}</Table.Th>
            <Table.Th>{t('contracts.columns.status')}</Table.Th>
            <Table.Th>{t('contracts.columns.since')}</Table.Th>
            <Table.Th>{t('contracts.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={6}>{empty}</Table.Td>
            </Table.Tr>
          ) : (
            rows.map((contract) => (
              <Table.Tr key={contract.id}>
                <Table.Td>{contract.registration}</Table.Td>
                <Table.Td>{party(contract)}</Table.Td>
                <Table.Td>{t(`contracts.kind.${contract.kind}`)}</Table.Td>
                <Table.Td>{statusBadge(contract)}</Table.Td>
                <Table.Td>{formatDate(contract.decided_at ?? contract.createdAt, 'short', i18n.language)}</Table.Td>
                <Table.Td>
                  <Group gap="xs">{actions(contract)}</Group>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )

  return (
    <Stack gap="md">
      <ErrorAlert messages={alert} />
      {(isContractor || incoming.length > 0) && (
        <Stack gap="xs">
          <Title order={2} id={incomingId}>
            {t('contracts.incoming')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('contracts.incomingHint')}
          </Text>
          {table(
            incomingId,
            incoming,
            t('contracts.columns.owner'),
            (contract) => contract.owner_name ?? '',
            (contract) => (
              <>
                {contract.status === 'requested' && action(contract, 'accepted', 'accept')}
                {contract.status === 'requested' && action(contract, 'declined', 'decline', 'red')}
                {contract.status === 'accepted' && action(contract, 'ended', 'end', 'red')}
              </>
            ),
            t('contracts.noIncoming'),
          )}
        </Stack>
      )}
      {(!isContractor || outgoing.length > 0) && (
        <Stack gap="xs">
          <Title order={2} id={outgoingId}>
            {t('contracts.outgoing')}
          </Title>
          {table(
            outgoingId,
            outgoing,
            t('contracts.columns.company'),
            (contract) => contract.company_name ?? '',
            (contract) => (
              <>
                {contract.status === 'requested' && action(contract, 'ended', 'withdraw', 'red')}
                {contract.status === 'accepted' && action(contract, 'ended', 'end', 'red')}
              </>
            ),
            t('contracts.noOutgoing'),
          )}
          {mayRequest && <RequestContractForm companyId={companyId} />}
        </Stack>
      )}
    </Stack>
  )
}
