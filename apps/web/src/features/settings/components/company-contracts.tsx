import { Button, Stack, Text, Title, type MantineColor } from '@mantine/core'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ErrorAlert } from '../../../components/error-alert'
import { notifySuccess } from '../../../lib/notify'
import { useContracts, useSetContractStatus, type AircraftContract, type ContractStatus } from '../api/contracts'
import { useMayRequestContracts } from '../api/request-contract'
import { ContractsTable } from './contracts-table'
import { RequestContractForm } from './request-contract-form'

type Change = Exclude<ContractStatus, 'requested'>

/**
 * Maintenance and CAO contracts on the company page: requests naming this company, which its admins
 * accept or decline (nothing of the aircraft is shared before), and the contracts of the company's own
 * aircraft with their status, which the owner withdraws or ends.
 */
export function CompanyContracts({ companyId, companyKind }: { companyId: number; companyKind?: string | null }) {
  const { t } = useTranslation(['settings', 'common'])
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

  const incoming = all.filter((contract) => contract.company === companyId)
  const outgoing = all.filter((contract) => contract.company !== companyId)

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
          <ContractsTable
            labelledBy={incomingId}
            contracts={incoming}
            partyHeading={t('contracts.columns.owner')}
            party={(contract) => contract.owner_name ?? ''}
            actions={(contract) => (
              <>
                {contract.status === 'requested' && action(contract, 'accepted', 'accept')}
                {contract.status === 'requested' && action(contract, 'declined', 'decline', 'red')}
                {contract.status === 'accepted' && action(contract, 'ended', 'end', 'red')}
              </>
            )}
            empty={t('contracts.noIncoming')}
          />
        </Stack>
      )}
      {(!isContractor || outgoing.length > 0) && (
        <Stack gap="xs">
          <Title order={2} id={outgoingId}>
            {t('contracts.outgoing')}
          </Title>
          <ContractsTable
            labelledBy={outgoingId}
            contracts={outgoing}
            partyHeading={t('contracts.columns.company')}
            party={(contract) => contract.company_name ?? ''}
            actions={(contract) => (
              <>
                {contract.status === 'requested' && action(contract, 'ended', 'withdraw', 'red')}
                {contract.status === 'accepted' && action(contract, 'ended', 'end', 'red')}
              </>
            )}
            empty={t('contracts.noOutgoing')}
          />
          {mayRequest && <RequestContractForm companyId={companyId} />}
        </Stack>
      )}
    </Stack>
  )
}
