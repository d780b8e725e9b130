import { Table, Text } from '@mantine/core'
import { fromMinutes, type ComponentRow } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

import { LifeBar } from './due-cells'

const hours = (minutes: number | null) => (minutes === null ? '—' : `${fromMinutes(minutes)} h`)

/** The installed life-limited parts: times and cycles since new and overhaul, and their life used. */
export function ComponentsTable({ rows }: { rows: ComponentRow[] }) {
  const { t } = useTranslation('airworthiness')
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table aria-label={t('lifecycle.componentsTable')} verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lifecycle.name')}</Table.Th>
            <Table.Th>
              {t('lifecycle.tsn')} / {t('lifecycle.csn')}
            </Table.Th>
            <Table.Th>
              {t('lifecycle.tso')} / {t('lifecycle.cso')}
            </Table.Th>
            <Table.Th w={260}>{t('lifecycle.life')}</Table.Th>
            <Table.Th w={260}>{t('lifecycle.overhaul')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {row.component.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[
                    row.component.part_number && `${t('lifecycle.partNumber')} ${row.component.part_number}`,
                    row.component.serial_number && `${t('lifecycle.serialNumber')} ${row.component.serial_number}`,
                    row.component.position,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{hours(row.tsn_minutes)}</Text>
                <Text size="xs">{row.csn ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{hours(row.tso_minutes)}</Text>
                <Text size="xs">{row.cso ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <LifeBar due={row.life} label={`${row.component.name}: ${t('lifecycle.life')}`} />
              </Table.Td>
              <Table.Td>
                <LifeBar due={row.overhaul} label={`${row.component.name}: ${t('lifecycle.overhaul')}`} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
