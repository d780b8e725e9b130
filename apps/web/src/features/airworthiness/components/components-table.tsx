import { Text } from '@mantine/core'
import { fromMinutes, type ComponentRow } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

import { column, DataTable, type DataColumn } from '../../../components/data-table/data-table'
import { LifeBar } from './due-cells'

const hours = (minutes: number | null) => (minutes === null ? '—' : `${fromMinutes(minutes)} h`)

/** The installed life-limited parts: times and cycles since new and overhaul, and their life used. */
export function ComponentsTable({ rows }: { rows: ComponentRow[] }) {
  const { t } = useTranslation(['airworthiness', 'common'])
  const columns: DataColumn<ComponentRow>[] = [
    column('name', t('lifecycle.name'), (row) => (
      <>
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
      </>
    )),
    column('sinceNew', `${t('lifecycle.tsn')} / ${t('lifecycle.csn')}`, (row) => (
      <>
        <Text size="sm">{hours(row.tsn_minutes)}</Text>
        <Text size="xs">{row.csn ?? '—'}</Text>
      </>
    )),
    column('sinceOverhaul', `${t('lifecycle.tso')} / ${t('lifecycle.cso')}`, (row) => (
      <>
        <Text size="sm">{hours(row.tso_minutes)}</Text>
        <Text size="xs">{row.cso ?? '—'}</Text>
      </>
    )),
    column(
      'life',
      t('lifecycle.life'),
      (row) => <LifeBar due={row.life} label={`${row.component.name}: ${t('lifecycle.life')}`} />,
      { width: 260 },
    ),
    column(
      'overhaul',
      t('lifecycle.overhaul'),
      (row) => <LifeBar due={row.overhaul} label={`${row.component.name}: ${t('lifecycle.overhaul')}`} />,
      { width: 260 },
    ),
  ]
  return (
    <DataTable
      data={rows}
      columns={columns}
      rowId={(row) => row.key}
      empty={t('common:noData')}
      minWidth={1000}
      aria-label={t('lifecycle.componentsTable')}
      tableProps={{ striped: true, verticalSpacing: 'sm' }}
    />
  )
}
