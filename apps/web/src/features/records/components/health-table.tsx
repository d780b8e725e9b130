import { Stack, Table, Text, Title } from '@mantine/core'
import type { HealthItem, HealthList } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

import { HealthStateBadge } from '../../../components/health-state-badge'
import { actionText, noteText, reasonText } from '../utils/health-texts'
import { EvidenceLinks } from './evidence-links'
import { RegistrationText } from '../../../components/registration-text'

type Props = { list: HealthList; items: HealthItem[]; aircraftId: number }

/**
 * One list of the records health (ML.A.903(a) or ML.A.305): per item its reference, its state in words,
 * the notes and the evidence behind it, and what to do. On a phone the table scrolls inside its box,
 * with the item and its state first in view.
 */
export function HealthTable({ list, items, aircraftId }: Props) {
  const { t } = useTranslation('records')
  const rows = items.filter((item) => item.list === list)
  return (
    <Stack gap="xs" component="section" aria-labelledby={`health-${list}`}>
      <Title order={3} id={`health-${list}`}>
        {t(`lists.${list}`)}
      </Title>
      <Table.ScrollContainer minWidth={880}>
        <Table aria-label={t(`lists.${list}`)} striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.item')}</Table.Th>
              <Table.Th>{t('columns.state')}</Table.Th>
              <Table.Th>{t('columns.notes')}</Table.Th>
              <Table.Th>{t('columns.evidence')}</Table.Th>
              <Table.Th>{t('columns.action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((item) => (
              <HealthRow key={item.key} item={item} aircraftId={aircraftId} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}

function HealthRow({ item, aircraftId }: { item: HealthItem; aircraftId: number }) {
  const texts = useTranslation('records')
  const { t } = texts
  const notes = item.notes.map((note) => noteText(note, texts)).filter((note): note is string => note !== null)
  const reason = item.state === 'not_applicable' ? reasonText(item.reason, texts) : null
  const action = actionText(item, texts)
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {item.reference}
        </Text>
        <Text size="sm" fw={600}>
          {t(`items.${item.item}`)}
        </Text>
      </Table.Td>
      <Table.Td>
        <HealthStateBadge state={item.state} />
      </Table.Td>
      <Table.Td>
        {reason && (
          <Text size="sm" fs="italic">
            {reason}
          </Text>
        )}
        {notes.map((note) => (
          <Text key={note} size="sm">
            <RegistrationText>{note}</RegistrationText>
          </Text>
        ))}
      </Table.Td>
      <Table.Td>
        <EvidenceLinks evidence={item.evidence} aircraftId={aircraftId} />
      </Table.Td>
      <Table.Td>
        {action && (
          <Text size="sm" c={item.state === 'due_soon' ? undefined : 'red.8'}>
            {action}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  )
}
