import { Badge, Group, Table, type MantineColor } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { formatDate } from '../../../lib/dates'
import type { AircraftContract, ContractStatus } from '../api/contracts'

const STATUS_COLORS: Record<ContractStatus, MantineColor> = {
  requested: 'blue',
  accepted: 'green',
  declined: 'red',
  ended: 'gray',
}

type Props = {
  /** The id of the heading that names the table. */
  labelledBy: string
  contracts: AircraftContract[]
  /** The other party's column: the owner for requests to us, the contractor for our aircraft. */
  partyHeading: string
  party: (contract: AircraftContract) => string
  actions: (contract: AircraftContract) => ReactNode
  empty: string
}

/** One list of contracts: aircraft, the other party, kind, status, since when, and what may be done. */
export function ContractsTable({ labelledBy, contracts, partyHeading, party, actions, empty }: Props) {
  const { t, i18n } = useTranslation('settings')
  const statusBadge = (contract: AircraftContract) => (
    <Badge color={STATUS_COLORS[contract.status]} variant="light">
      {t(`contracts.status.${contract.status}`)}
    </Badge>
  )
  return (
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
          {contracts.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={6}>{empty}</Table.Td>
            </Table.Tr>
          ) : (
            contracts.map((contract) => (
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
}
