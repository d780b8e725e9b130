import { ActionIcon, Badge, Box, Group, Text, Tooltip } from '@mantine/core'
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { DataTable, type DataColumn } from '../../../components/data-table/data-table'
import { FileLink } from '../../../components/file-link'
import { formatDate } from '../../../lib/dates'
import type { Manual } from '../api/types'
import { MANUAL_COLUMNS, type ManualColumn, type Sort, type SortBy } from '../utils/manual-filters'

type Props = {
  manuals: Manual[]
  columns: ManualColumn[]
  sort: Sort
  onSort: (by: SortBy) => void
  expanded: ReadonlySet<number>
  onToggle: (id: number) => void
}

const chip = { textTransform: 'none', minWidth: 'max-content' } as const

function Chips({ items }: { items: { id: number; label: string; tooltip?: string }[] }) {
  if (items.length === 0) return <>–</>
  return (
    <Group gap={4}>
      {items.map((item) =>
        item.tooltip ? (
          <Tooltip key={item.id} label={item.tooltip} withArrow>
            <Badge variant="light" size="sm" style={chip} tabIndex={0} aria-label={item.tooltip}>
              {item.label}
            </Badge>
          </Tooltip>
        ) : (
          <Badge key={item.id} variant="outline" size="sm" style={chip}>
            {item.label}
          </Badge>
        ),
      )}
    </Group>
  )
}

/** The manuals, sortable by title and date; a manual with chapters expands to show them. */
export function ManualsTable({ manuals, columns, sort, onSort, expanded, onToggle }: Props) {
  const { t, i18n } = useTranslation(['manuals', 'common'])

  const value = (manual: Manual, column: ManualColumn): ReactNode => {
    switch (column) {
      case 'title':
        return <FileLink url={manual.file?.url}>{manual.title}</FileLink>
      case 'revision':
        return manual.revision || '–'
      case 'date':
        return formatDate(manual.published_at, 'short', i18n.language)
      case 'tags':
        return <Chips items={manual.tags.map((tag) => ({ id: tag.id, label: tag.name }))} />
      case 'companies':
        return <Chips items={manual.companies.map((company) => ({ id: company.id, label: company.name }))} />
      case 'authorities':
        return <Chips items={manual.authorities.map((authority) => ({ id: authority.id, label: authority.name }))} />
      case 'maintenanceTypes':
        return (
          <Chips items={manual.bse_mnt_type.map((type) => ({ id: type.id, label: type.abbr, tooltip: type.name }))} />
        )
    }
  }

  const toggle: DataColumn<Manual> = {
    id: 'expand',
    header: t('columns.expand'),
    meta: { width: 40, hiddenHeader: true },
    cell: ({ row }) => {
      const manual = row.original
      const open = expanded.has(manual.id)
      return (
        <Box pl={row.depth * 24}>
          {manual.children.length > 0 && (
            <ActionIcon
              variant="subtle"
              onClick={() => onToggle(manual.id)}
              aria-expanded={open}
              aria-label={t(open ? 'collapse' : 'expand', { title: manual.title })}
            >
              {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
            </ActionIcon>
          )}
        </Box>
      )
    },
  }
  const dataColumns: DataColumn<Manual>[] = MANUAL_COLUMNS.map((column) => ({
    id: column,
    header: t(`columns.${column}`),
    enableSorting: column === 'title' || column === 'date',
    meta: { nowrap: column === 'date' },
    cell: ({ row }) =>
      column === 'title' && row.depth > 0 ? (
        <Box pl={row.depth * 24}>{value(row.original, column)}</Box>
      ) : (
        value(row.original, column)
      ),
  }))

  return (
    <DataTable
      data={manuals}
      columns={[toggle, ...dataColumns]}
      visibleColumns={['expand', ...columns]}
      rowId={(manual) => String(manual.id)}
      subRows={(manual) => manual.children}
      expanded={Object.fromEntries([...expanded].map((id) => [String(id), true]))}
      sort={{ by: sort.by, descending: sort.descending, onSort: (by) => onSort(by as SortBy) }}
      empty={
        <Text c="dimmed" ta="center">
          {t('common:noData')}
        </Text>
      }
      minWidth={columns.length * 140}
      aria-label={t('table')}
      tableProps={{ highlightOnHover: true }}
    />
  )
}
